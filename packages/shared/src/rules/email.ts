import { EMAIL_MAX_LENGTH } from '../constants';
import { hasInvisibleCharacters, safeText } from '../contract/primitives';

/** Registration e-mail messages (decision 020). */
export const EMAIL_MESSAGES = {
  required: 'E-mailadres is verplicht',
  invalid: 'Voer een geldig e-mailadres in',
  invisible: 'Je e-mailadres bevat een onzichtbaar teken. Typ het opnieuw.',
} as const;

// "a simple pattern" — something@something.tld, no spaces. The real check is the
// verification mail.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(value: string): string | null {
  const email = value.trim();
  if (email.length === 0) return EMAIL_MESSAGES.required;
  if (hasInvisibleCharacters(email)) return EMAIL_MESSAGES.invisible;
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return EMAIL_MESSAGES.invalid;
  return null;
}

/**
 * The one form in which two e-mail addresses are compared: account key, lookups, social sign-in
 * and rate-limit keys (docs/decisions/046-one-email-fold.md). NFKC, then toLowerCase — not full
 * case folding, which would make "straße" and "strasse" one address, and social sign-in links
 * accounts on this key. Repeated until stable, so a key folds to itself. Each case:
 * rules/email.test.ts.
 */
export function foldEmail(value: string): string {
  const step = (text: string) => text.normalize('NFKC').toLowerCase().normalize('NFKC').trim();
  let folded = step(value);
  // One more step settles every code point; the bound only guards against a surprise.
  for (let i = 0; i < 8; i += 1) {
    const next = step(folded);
    if (next === folded) break;
    folded = next;
  }
  return folded;
}

/**
 * An e-mail address a person types; surrounding spaces are dropped. Kept in NFKC, the form
 * foldEmail compares, so "ａｎｎｅ＠example.nl" from a full-width keyboard is stored, checked
 * and mailed as anne@example.nl; its letter case stays as typed.
 */
export const EmailSchema = safeText({
  error: EMAIL_MESSAGES.required,
  trim: true,
  invisibleCharacters: EMAIL_MESSAGES.invisible,
})
  .overwrite((value) => value.normalize('NFKC'))
  .superRefine((value, ctx) => {
    const message = validateEmail(value);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  });

/**
 * Where an address is only looked up (login, resend, reset request): required and bounded, but
 * not pattern-checked, so a typo gets the same answer as an unknown address.
 */
export const EmailLookupSchema = safeText({
  error: EMAIL_MESSAGES.required,
  trim: true,
  invisibleCharacters: EMAIL_MESSAGES.invisible,
})
  .min(1, EMAIL_MESSAGES.required)
  .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGES.invalid);
