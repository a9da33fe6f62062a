import { EMAIL_MAX_LENGTH } from '../constants';
import { safeText } from '../contract/primitives';

/** SPEC §5: registration e-mail messages ("E-mailadres" where SPEC writes "Email"; decision 020). */
export const EMAIL_MESSAGES = {
  required: 'E-mailadres is verplicht',
  invalid: 'Voer een geldig e-mailadres in',
} as const;

// SPEC §5: "a simple pattern" — something@something.tld, no spaces. The real check is the
// verification mail.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(value: string): string | null {
  const email = value.trim();
  if (email.length === 0) return EMAIL_MESSAGES.required;
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return EMAIL_MESSAGES.invalid;
  return null;
}

/** An e-mail address a person types; surrounding spaces are dropped. */
export const EmailSchema = safeText({ error: EMAIL_MESSAGES.required, trim: true }).superRefine(
  (value, ctx) => {
    const message = validateEmail(value);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  },
);

/**
 * Where an address is only looked up (login, resend, reset request): required and bounded, but
 * not pattern-checked, so a typo gets the same answer as an unknown address.
 */
export const EmailLookupSchema = safeText({ error: EMAIL_MESSAGES.required, trim: true })
  .min(1, EMAIL_MESSAGES.required)
  .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGES.invalid);
