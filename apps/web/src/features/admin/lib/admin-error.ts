import { isApiError } from '../../../lib/api-client';
import { admin as adminTexts } from '../../../i18n/nl-admin';

/**
 * The text an admin reads after a failed call (docs/architecture.md#errors): 'Network error
 * occurred' when the server was not reached, the server's own message for a refusal it explained (a
 * 4xx with a message: validation, 404, 409), otherwise the call's fallback ('Failed to update seat
 * results', ...). A 5xx message is the server's generic Dutch one and says less than the fallback,
 * so it is not shown.
 */
export function adminErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0) return adminTexts.errors.network;
  if (error.status >= 400 && error.status < 500 && hasServerMessage(error.body)) {
    return error.message;
  }
  return fallback;
}

/** The field errors of a 400/409 answer, for the form fields that carry those names. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  return isApiError(error) && error.status >= 400 && error.status < 500 ? error.fieldErrors : {};
}

/** The first error of each of `fields` that a 4xx answer named, for a form's fields. */
export function firstFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const all = fieldErrorsOf(error);
  return Object.fromEntries(fields.map((field) => [field, all[field]?.[0]])) as Partial<
    Record<F, string>
  >;
}

function hasServerMessage(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}
