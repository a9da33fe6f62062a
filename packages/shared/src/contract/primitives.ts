import { z } from 'zod';

/*
 * The two building blocks every request schema uses for text and ids
 * (docs/decisions/009-text-and-id-input-rules.md). Text: control characters and lone surrogates
 * are refused with one Dutch message before the field's own rules (PostgreSQL refuses NUL), and
 * text is normalised to NFC. Ids: canonical decimal text in a path or query, a JSON integer in a
 * body, within PostgreSQL's `integer`; anything else is a 400, never a database error.
 */

export const INVALID_CHARACTERS_MESSAGE = 'Dit veld bevat ongeldige tekens.';

// C0 controls except tab, line feed and carriage return; DEL and the C1 controls; lone
// surrogates. Matching control characters is the point of this pattern.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;
const LINE_CHARACTERS = /[\t\n\r]/;

// Characters that show nothing, or turn the text around them
// (docs/decisions/046-one-email-fold.md): every format character (zero-width space and joiners,
// soft hyphen, the bidi marks, embeddings, overrides and isolates, the byte-order mark, tag
// characters) and the invisible ones that Unicode files as marks or letters (combining grapheme
// joiner, Hangul fillers, the Khmer inherent vowels, Mongolian variation selectors, and variation
// selectors except right after an emoji: phones type "❤️" as the heart and U+FE0F).
const INVISIBLE_CHARACTERS =
  /\p{Cf}|[\u115F\u1160\u3164\uFFA0]|\u034F|[\u17B4\u17B5]|[\u180B-\u180F]|(?<!\p{Extended_Pictographic})[\uFE00-\uFE0F]/u;

/** True when text holds a character that shows nothing or reverses what follows it. */
export function hasInvisibleCharacters(value: string): boolean {
  return INVISIBLE_CHARACTERS.test(value);
}

/** True when text holds a character no field accepts (tab and line breaks only if multi-line). */
export function hasInvalidCharacters(value: string, options: { multiline?: boolean } = {}) {
  return CONTROL_CHARACTERS.test(value) || (!options.multiline && LINE_CHARACTERS.test(value));
}

export interface TextOptions {
  /** The message when the value is missing or not a string. */
  error?: string;
  /** Drop surrounding white space first (before the character check, so a pasted trailing newline is forgiven). */
  trim?: boolean;
  /** Tab and line breaks are allowed (a text area). */
  multiline?: boolean;
  /**
   * Normalise to NFC (default). Off only for passwords: their hashes were made of the bytes as
   * typed, and normalising now could lock an account out
   * (docs/decisions/009-text-and-id-input-rules.md).
   */
  normalize?: boolean;
  /** The message for a forbidden character; defaults to INVALID_CHARACTERS_MESSAGE. */
  invalidCharacters?: string;
  /**
   * Refuse invisible and direction-changing characters with this message: for e-mail
   * addresses and every name another player sees, where such a character lets two different
   * values look the same (docs/decisions/046-one-email-fold.md). Free text keeps them: emoji need
   * the joiner.
   */
  invisibleCharacters?: string;
}

/**
 * Every request string: refuses control characters and lone surrogates (and, when asked,
 * invisible characters), normalises to NFC.
 * Chain the field's own rules after it (`.min()`, `.max()`, `.superRefine()`); they run only
 * when the characters are acceptable.
 */
export function safeText(options: TextOptions = {}) {
  let text = z.string(options.error === undefined ? undefined : { error: options.error });
  if (options.trim) text = text.trim();
  return text
    .refine((value) => !hasInvalidCharacters(value, options), {
      error: options.invalidCharacters ?? INVALID_CHARACTERS_MESSAGE,
      abort: true,
    })
    .refine(
      (value) => options.invisibleCharacters === undefined || !hasInvisibleCharacters(value),
      { error: options.invisibleCharacters, abort: true },
    )
    .overwrite((value) => (options.normalize === false ? value : value.normalize('NFC')));
}

/* ---------- Ids ---------- */

/** The largest PostgreSQL `integer`: every id column. */
export const ID_MAX = 2_147_483_647;

export const INVALID_ID_MESSAGE = 'Ongeldig id.';

// Canonical decimal, no sign, no leading zero, at most ten digits (the range check follows).
const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;

/** True when text is an id exactly as the server writes one ("3", not "03" or "3e0"). */
export function isCanonicalId(value: string): boolean {
  return CANONICAL_ID.test(value) && Number(value) <= ID_MAX;
}

/** An id in a path or query string: canonical decimal text, 1…ID_MAX, parsed to a number. */
export function idParam(message: string = INVALID_ID_MESSAGE) {
  return z
    .string({ error: message })
    .regex(CANONICAL_ID, { error: message, abort: true })
    .refine((value) => Number(value) <= ID_MAX, { error: message, abort: true })
    .transform(Number);
}

/** An id in a JSON body: an integer 1…ID_MAX (a string, 1.5, 0 or 2^31 is a 400). */
export function bodyId(message: string = INVALID_ID_MESSAGE) {
  return z
    .number({ error: message })
    .int({ error: message, abort: true })
    .min(1, { error: message, abort: true })
    .max(ID_MAX, { error: message });
}

/**
 * A positive whole number in a query string (page numbers): canonical decimal like idParam,
 * bounded by `max`. "0x3", "1e3" and "1.0" are a 400, not read as numbers.
 */
export function positiveIntQuery(message: string, max: number = ID_MAX) {
  return z
    .string({ error: message })
    .regex(CANONICAL_ID, { error: message, abort: true })
    .refine((value) => Number(value) <= max, { error: message, abort: true })
    .transform(Number);
}
