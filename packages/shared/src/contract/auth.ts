import { z } from 'zod';
import { EMAIL_MAX_LENGTH, INVITE_CODE_PATTERN, SOCIAL_PROVIDERS } from '../constants';
import { EmailLookupSchema, EmailSchema } from '../rules/email';
import { FirstNameSchema, LastNameSchema } from '../rules/name';
import { CurrentPasswordSchema, NewPasswordSchema, PASSWORD_MESSAGES } from '../rules/password';
import { UsernameSchema } from '../rules/username';
import { ErrorBodySchema } from './errors';
import { safeText } from './primitives';
import { UserSchema } from './user';

/*
 * Authentication and profile, registration and the captcha
 * (docs/architecture.md#accounts-and-security). Request schemas carry the Dutch messages of
 * docs/rules.md#input-rules, so the server's field errors and the web forms say the same thing.
 */

export const SocialProviderSchema = z.enum(SOCIAL_PROVIDERS);

/** A one-time token from a mail link, as it appears in a path. */
export const TokenParamSchema = z.object({
  token: safeText().min(1).max(200),
});

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const SuccessResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type SuccessResponse = z.infer<typeof SuccessResponseSchema>;

/* Registration — POST /api/auth/register/ (docs/architecture.md#accounts-and-security) */

export const CAPTCHA_MESSAGES = {
  required: 'Voltooi de beveiligingscontrole',
  failed: 'De beveiligingscontrole is mislukt. Probeer het opnieuw.',
} as const;

/** The confirmation field is required ('Bevestig uw wachtwoord'). */
const PasswordConfirmSchema = safeText({
  error: PASSWORD_MESSAGES.confirmRequired,
  normalize: false,
}).min(1, PASSWORD_MESSAGES.confirmRequired);

/** The confirmation must equal the new password; each form names the mismatch its own way. */
function confirmationMatches<K extends string, C extends string>(
  passwordKey: K,
  confirmKey: C,
  message: string,
) {
  return (body: Record<K | C, string>, ctx: z.RefinementCtx) => {
    if (body[confirmKey] !== '' && body[passwordKey] !== body[confirmKey]) {
      ctx.addIssue({ code: 'custom', path: [confirmKey], message });
    }
  };
}

/** A sub-league invite code as it travels with registration; only its shape is checked. */
const InviteCodeSchema = z
  .string({ error: 'Ongeldige uitnodigingscode.' })
  .regex(INVITE_CODE_PATTERN, 'Ongeldige uitnodigingscode.');

/** Bounds the solved ALTCHA payload (base64 JSON of a few hundred bytes). */
const CAPTCHA_TOKEN_MAX_LENGTH = 2000;

export const RegisterBodySchema = z
  .object({
    email: EmailSchema,
    username: UsernameSchema,
    first_name: FirstNameSchema,
    last_name: LastNameSchema,
    password: NewPasswordSchema,
    password_confirm: PasswordConfirmSchema,
    captcha_token: safeText({ error: CAPTCHA_MESSAGES.required })
      .min(1, CAPTCHA_MESSAGES.required)
      .max(CAPTCHA_TOKEN_MAX_LENGTH, CAPTCHA_MESSAGES.failed),
    /** The invite the player came from; the verification link carries it back. */
    invite_code: InviteCodeSchema.optional(),
  })
  .superRefine(confirmationMatches('password', 'password_confirm', PASSWORD_MESSAGES.mismatch));
export type RegisterBody = z.input<typeof RegisterBodySchema>;

/** The registration result. */
export const RegisterResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user_email: z.string(),
  email_sent: z.boolean(),
  verification_required: z.boolean(),
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/*
 * Captcha — GET /api/auth/captcha/challenge/ (docs/architecture.md#accounts-and-security): an
 * ALTCHA challenge.
 */

export const CaptchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallengeSchema>;

/* Login — POST /api/auth/login/ */

export const LoginBodySchema = z.object({
  email: EmailLookupSchema,
  password: CurrentPasswordSchema,
});
export type LoginBody = z.input<typeof LoginBodySchema>;

export const LoginResponseSchema = z.object({
  user: UserSchema,
  access: z.string(),
  refresh: z.string(),
  message: z.string(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export { LOGIN_ERROR_CODES } from './login-codes';

/** Login errors carry error, message, user_email, non_field_errors. */
export const LoginErrorBodySchema = ErrorBodySchema.extend({
  user_email: z.string().optional(),
});
export type LoginErrorBody = z.infer<typeof LoginErrorBodySchema>;

/* Tokens — POST /api/auth/token/refresh/, POST /api/auth/logout/ */

const RefreshTokenSchema = safeText({ error: 'Refresh token is verplicht' })
  .min(1, 'Refresh token is verplicht')
  .max(200, 'Ongeldig refresh token');

export const TokenRefreshBodySchema = z.object({ refresh: RefreshTokenSchema });
export type TokenRefreshBody = z.infer<typeof TokenRefreshBodySchema>;
/**
 * Rotation on every use (docs/architecture.md#accounts-and-security): a new refresh token always
 * comes back.
 */
export const TokenRefreshResponseSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenRefreshResponse = z.infer<typeof TokenRefreshResponseSchema>;

export const LogoutBodySchema = z.object({ refresh: RefreshTokenSchema });
export type LogoutBody = z.infer<typeof LogoutBodySchema>;

/* Profile — GET /api/auth/profile/, PUT /api/auth/profile/update/ */

export const EMAIL_UNCHANGEABLE_MESSAGE = 'E-mailadres kan niet worden gewijzigd';

const AVATAR_MAX_LENGTH = 500;
const AVATAR_MESSAGE = 'Avatar moet een https-adres zijn';

export const ProfileUpdateBodySchema = z.object({
  first_name: FirstNameSchema,
  last_name: LastNameSchema,
  username: UsernameSchema,
  /** E-mail cannot be changed; sent along (disabled field) and must match. */
  email: safeText().max(EMAIL_MAX_LENGTH).optional(),
  avatar: safeText({ error: AVATAR_MESSAGE, trim: true })
    .max(AVATAR_MAX_LENGTH, AVATAR_MESSAGE)
    .pipe(z.url({ protocol: /^https$/, error: AVATAR_MESSAGE }))
    .nullable()
    .optional(),
  /** Omitted: unchanged. True: co-members of a sub-league see the first and last name. */
  show_real_name: z.boolean().optional(),
});
export type ProfileUpdateBody = z.input<typeof ProfileUpdateBodySchema>;

/* Password change — POST /api/auth/change-password/ (bearer) */

export const CHANGE_PASSWORD_MESSAGES = {
  wrongOldPassword:
    'Het huidige wachtwoord is onjuist. Controleer je huidige wachtwoord en probeer het opnieuw.',
  mismatch: 'De wachtwoorden komen niet overeen.',
  noUsablePassword: 'Dit account heeft geen wachtwoord om te wijzigen.',
} as const;

export const ChangePasswordBodySchema = z
  .object({
    old_password: CurrentPasswordSchema,
    new_password: NewPasswordSchema,
    new_password_confirm: PasswordConfirmSchema,
  })
  .superRefine(
    confirmationMatches('new_password', 'new_password_confirm', CHANGE_PASSWORD_MESSAGES.mismatch),
  );
export type ChangePasswordBody = z.input<typeof ChangePasswordBodySchema>;

/** Every other session is signed out; this one continues with the fresh tokens. */
export const ChangePasswordResponseSchema = SuccessResponseSchema.extend({
  access: z.string(),
  refresh: z.string(),
});
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;

/* Username setup — POST /api/auth/setup-username/, GET /api/auth/check-username-setup/ */

export const SetupUsernameBodySchema = z.object({ username: UsernameSchema });
export type SetupUsernameBody = z.input<typeof SetupUsernameBodySchema>;

export const UsernameSetupStatusSchema = z.object({ needs_username_setup: z.boolean() });
export type UsernameSetupStatus = z.infer<typeof UsernameSetupStatusSchema>;

/* Password reset — request, verify, confirm */

export const PasswordResetRequestBodySchema = z.object({ email: EmailLookupSchema });
export type PasswordResetRequestBody = z.input<typeof PasswordResetRequestBodySchema>;

/** A social-only account cannot reset a password; it is told where to sign in. */
export const SocialAuthUserErrorSchema = ErrorBodySchema.extend({
  error: z.literal('social_auth_user'),
  error_type: z.literal('social_auth_user'),
  providers: z.array(SocialProviderSchema),
});
export type SocialAuthUserError = z.infer<typeof SocialAuthUserErrorSchema>;

export const PasswordResetVerifyResponseSchema = z.object({
  valid: z.literal(true),
  user_email: z.string(),
});
export type PasswordResetVerifyResponse = z.infer<typeof PasswordResetVerifyResponseSchema>;

export const PasswordResetInvalidBodySchema = ErrorBodySchema.extend({ valid: z.literal(false) });

export const PasswordResetConfirmBodySchema = z
  .object({
    token: safeText({ error: 'Token is verplicht' }).min(1, 'Token is verplicht').max(200),
    new_password: NewPasswordSchema,
    new_password_confirm: PasswordConfirmSchema,
  })
  .superRefine(
    confirmationMatches('new_password', 'new_password_confirm', PASSWORD_MESSAGES.mismatch),
  );
export type PasswordResetConfirmBody = z.input<typeof PasswordResetConfirmBodySchema>;

/* E-mail verification — GET /api/auth/verify-email/{token}/, POST /api/auth/verification/resend/ */

export const ResendVerificationBodySchema = z.object({
  email: EmailLookupSchema,
  /** As at registration, so a new link still leads back to the invite. */
  invite_code: InviteCodeSchema.optional(),
});
export type ResendVerificationBody = z.input<typeof ResendVerificationBodySchema>;

/*
 * Social sign-in — GET /api/auth/providers/ lists the configured ones
 * (docs/architecture.md#accounts-and-security).
 */

export const ProvidersResponseSchema = z.object({ providers: z.array(SocialProviderSchema) });
export type ProvidersResponse = z.infer<typeof ProvidersResponseSchema>;
