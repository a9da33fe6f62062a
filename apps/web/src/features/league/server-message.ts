import { isApiError } from '../../lib/api-client';

/**
 * The error pattern of the league's writes: the server's own message when it sent one, the
 * network message when the server was not reached, else the given fallback.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0) return error.message;
  const body = error.body;
  const hasServerMessage =
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    typeof body.message === 'string' &&
    body.message !== '';
  return hasServerMessage ? error.message : fallback;
}
