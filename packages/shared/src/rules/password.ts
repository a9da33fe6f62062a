import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { safeText } from '../contract/primitives';

export type PasswordRuleId = 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special';

interface PasswordRule {
  id: PasswordRuleId;
  /** Read as "Wachtwoord moet: …" in the live checklist. */
  message: string;
  test: (password: string) => boolean;
}

/** The password rules (docs/rules.md#input-rules), in the order the checklist shows them. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    message: `Minimaal ${PASSWORD_MIN_LENGTH} tekens lang zijn`,
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'uppercase', message: 'Minimaal één hoofdletter bevatten', test: (p) => /\p{Lu}/u.test(p) },
  {
    id: 'lowercase',
    message: 'Minimaal één kleine letter bevatten',
    test: (p) => /\p{Ll}/u.test(p),
  },
  { id: 'digit', message: 'Minimaal één cijfer bevatten', test: (p) => /\p{Nd}/u.test(p) },
  {
    id: 'special',
    message: 'Minimaal één speciaal teken bevatten',
    // Anything that is not a letter, digit or whitespace: !, €, _, … all count.
    test: (p) => /[^\p{L}\p{N}\s]/u.test(p),
  },
];

export const PASSWORD_MESSAGES = {
  required: 'Wachtwoord is verplicht',
  confirmRequired: 'Bevestig je wachtwoord',
  mismatch: 'Wachtwoorden komen niet overeen',
  // The upper bound keeps argon2 from being used to burn CPU.
  tooLong: `Wachtwoord mag maximaal ${PASSWORD_MAX_LENGTH} tekens lang zijn`,
} as const;

export interface PasswordRuleResult {
  id: PasswordRuleId;
  message: string;
  met: boolean;
}

/** Every rule with whether it holds: what the live checklist shows. */
export function checkPassword(password: string): PasswordRuleResult[] {
  return PASSWORD_RULES.map((rule) => ({
    id: rule.id,
    message: rule.message,
    met: rule.test(password),
  }));
}

/** The messages of the rules a password breaks, in checklist order; empty when it is strong. */
export function passwordProblems(password: string): string[] {
  if (password.length === 0) return [PASSWORD_MESSAGES.required];
  if (password.length > PASSWORD_MAX_LENGTH) return [PASSWORD_MESSAGES.tooLong];
  return checkPassword(password)
    .filter((rule) => !rule.met)
    .map((rule) => rule.message);
}

export function isStrongPassword(password: string): boolean {
  return passwordProblems(password).length === 0;
}

/**
 * A new password: every rule must hold. Never trimmed: spaces are characters. Not normalised
 * either: the hash is of the characters as typed (docs/decisions/009-text-and-id-input-rules.md).
 */
export const NewPasswordSchema = safeText({
  error: PASSWORD_MESSAGES.required,
  normalize: false,
}).superRefine((value, ctx) => {
  for (const message of passwordProblems(value)) ctx.addIssue({ code: 'custom', message });
});

/** An existing password being checked (login, old password): only required and bounded. */
export const CurrentPasswordSchema = safeText({
  error: PASSWORD_MESSAGES.required,
  normalize: false,
})
  .min(1, PASSWORD_MESSAGES.required)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong);
