import { TEMP_USERNAME_PREFIX, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../constants';
import { hasInvisibleCharacters, safeText } from '../contract/primitives';

/** The messages shown, verbatim. */
export const USERNAME_MESSAGES = {
  required: 'Gebruikersnaam is verplicht',
  tooShort: `Gebruikersnaam moet minimaal ${USERNAME_MIN_LENGTH} tekens lang zijn`,
  tooLong: `Gebruikersnaam mag maximaal ${USERNAME_MAX_LENGTH} tekens lang zijn`,
  pattern: 'Gebruikersnaam mag alleen letters, cijfers, underscores en koppeltekens bevatten',
  // A chosen username may not look like the temporary one of a new social user,
  // or that user would be asked to choose one again and again
  // (docs/architecture.md#the-shared-contract).
  reservedPrefix: `Gebruikersnaam mag niet beginnen met "${TEMP_USERNAME_PREFIX}"`,
  // Other players see the username (docs/decisions/046-one-email-fold.md).
  invisible: 'Je gebruikersnaam bevat een onzichtbaar teken. Typ hem opnieuw.',
} as const;

const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The first rule a username breaks, or null when it is acceptable. */
export function validateUsername(value: string): string | null {
  if (value.length === 0) return USERNAME_MESSAGES.required;
  if (hasInvisibleCharacters(value)) return USERNAME_MESSAGES.invisible;
  if (value.length < USERNAME_MIN_LENGTH) return USERNAME_MESSAGES.tooShort;
  if (value.length > USERNAME_MAX_LENGTH) return USERNAME_MESSAGES.tooLong;
  if (!USERNAME_PATTERN.test(value)) return USERNAME_MESSAGES.pattern;
  if (value.toLowerCase().startsWith(TEMP_USERNAME_PREFIX)) return USERNAME_MESSAGES.reservedPrefix;
  return null;
}

/** A username a person chooses (registration, setup, profile). Surrounding spaces are dropped. */
export const UsernameSchema = safeText({
  error: USERNAME_MESSAGES.required,
  trim: true,
  invisibleCharacters: USERNAME_MESSAGES.invisible,
}).superRefine((value, ctx) => {
  const message = validateUsername(value);
  if (message !== null) ctx.addIssue({ code: 'custom', message });
});

/** A username with the temporary prefix means the social user must still choose one. */
export function isTemporaryUsername(username: string): boolean {
  return username.startsWith(TEMP_USERNAME_PREFIX);
}
