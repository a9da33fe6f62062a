import { TURNOUT_MAX, TURNOUT_MIN } from '../constants';
import { parseDecimalInput } from './decimal';

/**
 * The texts shown for a player's turnout input, in Dutch (the English originals:
 * 'Please enter a valid number', 'Turnout cannot be negative', 'Turnout cannot exceed 100%';
 * docs/decisions/020-dutch-texts.md).
 */
export const TURNOUT_MESSAGES = {
  invalid: 'Vul een geldig getal in',
  negative: 'De opkomst kan niet negatief zijn',
  tooHigh: 'De opkomst kan niet hoger zijn dan 100%',
} as const;

export type TurnoutParseResult =
  | {
      ok: true;
      /** The percentage with at most one decimal, e.g. 55.5. */ value: number;
      /** The same in tenths, e.g. 555. */ tenths: number;
    }
  | { ok: false; error: string };

/**
 * The player's turnout input: a number, or text read by parseDecimalInput ("55,5" and
 * "55.5" alike, at most one decimal), 0–100. Pure, so the web input shows exactly the message
 * the server would answer.
 */
export function parseTurnout(input: unknown): TurnoutParseResult {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, error: TURNOUT_MESSAGES.invalid };
    // String(12.34) is "12.34" and String(1e-7) is "1e-7": both then fail the parser, so a
    // number obeys the same one-decimal rule as typed text.
    text = String(input);
  } else if (typeof input === 'string') {
    text = input;
  } else {
    return { ok: false, error: TURNOUT_MESSAGES.invalid };
  }
  const parsed = parseDecimalInput(text, { decimals: 1, min: TURNOUT_MIN, max: TURNOUT_MAX });
  if (parsed.ok) return { ok: true, value: parsed.value, tenths: parsed.scaled };
  if (parsed.reason === 'below-min') return { ok: false, error: TURNOUT_MESSAGES.negative };
  if (parsed.reason === 'above-max') return { ok: false, error: TURNOUT_MESSAGES.tooHigh };
  return { ok: false, error: TURNOUT_MESSAGES.invalid };
}
