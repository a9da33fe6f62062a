import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { safeReturnPath } from '@zetelpoule/shared/rules/return-path';
import { isApiError } from './api-client';

/**
 * "failure bodies are passed to forms as field errors". Puts the server's message for
 * each known field under that field and returns what is left to show above the form: the
 * network message, the first non_field_errors entry, the server's message when no field took
 * it, or `fallback` for anything unexpected. Null when every message found its field.
 */
export function applyApiErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  fallback: string,
): string | null {
  if (!isApiError(error)) return fallback;
  if (error.status === 0) return error.message;
  let placed = false;
  for (const field of fields) {
    const message = error.fieldErrors[field]?.[0];
    if (message) {
      setError(field, { type: 'server', message });
      placed = true;
    }
  }
  const general = error.fieldErrors.non_field_errors?.[0];
  if (general) return general;
  if (placed) return null;
  return error.message || fallback;
}

/**
 * Only paths inside this site: `returnTo` must never send a player to another origin. The one
 * rule of decision 017 (no "//", no backslash, no tab or other control character).
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  return safeReturnPath(value);
}
