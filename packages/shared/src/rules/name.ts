import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../constants';
import { hasInvisibleCharacters, safeText } from '../contract/primitives';

/** The name messages, with the field's label in front ('Naam' by default). */
export function nameMessages(label = 'Naam') {
  return {
    required: `${label} is verplicht`,
    pattern: `${label} mag alleen letters, spaties, koppeltekens en apostroffen bevatten`,
    tooShort: `${label} moet minimaal ${NAME_MIN_LENGTH} tekens lang zijn`,
    tooLong: `${label} mag maximaal ${NAME_MAX_LENGTH} tekens lang zijn`,
    invisible: `Je ${label.toLowerCase()} bevat een onzichtbaar teken. Typ hem opnieuw.`,
  };
}

// Letters of any script (Zoë, Çelik, Ørsted), spaces, hyphens and apostrophes (’ too: phones
// type it for ').
const NAME_PATTERN = /^[\p{L}\p{M} '’-]+$/u;

/** The first rule a (trimmed) name breaks, or null. */
export function validateName(value: string, label = 'Naam'): string | null {
  const messages = nameMessages(label);
  const name = value.trim();
  if (name.length === 0) return messages.required;
  if (hasInvisibleCharacters(name)) return messages.invisible;
  if (!NAME_PATTERN.test(name)) return messages.pattern;
  if (name.length < NAME_MIN_LENGTH) return messages.tooShort;
  if (name.length > NAME_MAX_LENGTH) return messages.tooLong;
  return null;
}

/** Names are trimmed, then checked. */
export function nameSchema(label = 'Naam') {
  const messages = nameMessages(label);
  return safeText({
    error: messages.required,
    trim: true,
    invisibleCharacters: messages.invisible,
  }).superRefine((value, ctx) => {
    const message = validateName(value, label);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  });
}

export const FIRST_NAME_LABEL = 'Voornaam';
export const LAST_NAME_LABEL = 'Achternaam';
export const FirstNameSchema = nameSchema(FIRST_NAME_LABEL);
export const LastNameSchema = nameSchema(LAST_NAME_LABEL);
