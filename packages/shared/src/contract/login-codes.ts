/*
 * The login's error codes, apart from the contract's schemas (contract/auth.ts re-exports
 * them): the login page needs the codes at once and the schemas only when it validates or
 * reads an answer, so zod stays out of its first load.
 */

/** The error codes a login can answer besides validation errors. */
export const LOGIN_ERROR_CODES = {
  invalidCredentials: 'invalid_credentials',
  emailNotVerified: 'email_not_verified',
} as const;
