import { SuccessResponseSchema, type SuccessResponse } from '@zetelpoule/shared/contract/auth';
import { apiClient } from '../../../lib/api-client';

/** GET /api/auth/verify-email/{token}/ — 200 verified, 400 invalid, 410 expired or used. */
export function verifyEmail(token: string) {
  return apiClient.get(`/api/auth/verify-email/${encodeURIComponent(token)}/`, {
    schema: SuccessResponseSchema,
    auth: false,
  });
}

// A link works once: a second request would answer 410 and show "failed" after a success.
// React's strict mode runs effects twice, and a remount must not ask again either, so every
// page load verifies a token at most once and shares the outcome.
const attempts = new Map<string, Promise<SuccessResponse>>();

export function verifyEmailOnce(token: string): Promise<SuccessResponse> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = verifyEmail(token);
    attempts.set(token, attempt);
  }
  return attempt;
}
