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

function hasServerMessage(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}
