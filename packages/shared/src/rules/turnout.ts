import { z } from 'zod';
import { TURNOUT_MAX, TURNOUT_MIN } from '../constants';

/** SPEC §5: the texts shown for a player's turnout input (quoted as the product shows them). */
export const TURNOUT_MESSAGES = {
  invalid: 'Please enter a valid number',
  negative: 'Turnout cannot be negative',
  tooHigh: 'Turnout cannot exceed 100%',
} as const;

export type TurnoutParseResult =
  | {
      ok: true;
      /** The percentage with at most one decimal, e.g. 55.5. */ value: number;
      /** The same in tenths, e.g. 555. */ tenths: number;
    }
  | { ok: false; error: string };

// Digits with at most one '.' or ',' and at most one digit after it ("55", "55,5", "55.", ".5").
// A leading minus is recognised only so that "-1" reads 'Turnout cannot be negative' rather
// than 'Please enter a valid number'.
const TURNOUT_PATTERN = /^(-?)(\d*)(?:[.,](\d?))?$/;

/**
 * SPEC §5, player turnout input: a number or a string of digits with one '.' or ',' separator
 * and at most one decimal digit, 0–100; a comma counts as a dot. Pure, so the web input shows
 * exactly the message the server would answer.
 */
export function parseTurnout(input: unknown): TurnoutParseResult {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, error: TURNOUT_MESSAGES.invalid };
    // String(12.34) is "12.34" and String(1e-7) is "1e-7": both then fail the pattern, so a
    // number obeys the same one-decimal rule as typed text.
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return { ok: false, error: TURNOUT_MESSAGES.invalid };
  }
  const match = TURNOUT_PATTERN.exec(text);
  const whole = match?.[2] ?? '';
  const decimal = match?.[3] ?? '';
  if (!match || (whole === '' && decimal === '')) {
    return { ok: false, error: TURNOUT_MESSAGES.invalid };
  }
  // Integer arithmetic on the digits: no floating-point surprise at the one-decimal boundary.
  const magnitude = Number(whole || '0') * 10 + Number(decimal || '0');
  const tenths = match[1] === '-' ? -magnitude : magnitude;
  if (tenths < TURNOUT_MIN * 10) return { ok: false, error: TURNOUT_MESSAGES.negative };
  if (tenths > TURNOUT_MAX * 10) return { ok: false, error: TURNOUT_MESSAGES.tooHigh };
  // `+ 0` turns "-0" into 0.
  return { ok: true, value: tenths / 10 + 0, tenths: tenths + 0 };
}

/**
 * A player's turnout as sent to the server: number or string in, the percentage (one decimal)
 * out. Used by the prediction request bodies and by web forms through the zod resolver.
 */
export const TurnoutInputSchema = z
  .union([z.number(), z.string()], { error: TURNOUT_MESSAGES.invalid })
  .transform((input, ctx) => {
    const result = parseTurnout(input);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    }
    return result.value;
  });
