import {
  ADMIN_MESSAGES,
  formatDecimal,
  parseDecimalInput,
  TURNOUT_MAX,
  TURNOUT_MIN,
} from '@zetelpoule/shared';

export type ParsedTurnout =
  { kind: 'blank' } | { kind: 'valid'; value: number } | { kind: 'invalid'; message: string };

/**
 * An admin percentage as typed: blank, valid (0–100, one decimal; "7,9" and "7.9" are both 7.9,
 * never 79 — docs/decisions/021-decimal-input.md), or the shared rule's message, the words the
 * server would answer.
 */
export function parseTurnout(raw: string): ParsedTurnout {
  const parsed = parseDecimalInput(raw, { decimals: 1, min: TURNOUT_MIN, max: TURNOUT_MAX });
  if (parsed.ok) return { kind: 'valid', value: parsed.value };
  if (parsed.reason === 'empty') return { kind: 'blank' };
  if (parsed.reason === 'too-precise')
    return { kind: 'invalid', message: ADMIN_MESSAGES.turnoutStep };
  return { kind: 'invalid', message: ADMIN_MESSAGES.turnoutRange };
}

/** A saved percentage as the field shows it: 81.2 → "81,2", none → "". */
export function turnoutText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : formatDecimal(value);
}

/**
 * The attributes of a percentage field. A text field, not type="number": a number field in a
 * browser with an English locale drops the comma of "7,9" and hands over 79.
 */
export const turnoutInputProps = {
  type: 'text',
  inputMode: 'decimal',
  autoComplete: 'off',
  spellCheck: false,
} as const;
