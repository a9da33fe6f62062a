import { AdminTurnoutSchema } from '@zetelpoule/shared';

export type ParsedTurnout =
  { kind: 'blank' } | { kind: 'valid'; value: number } | { kind: 'invalid'; message: string };

/**
 * An admin turnout as typed: blank, a valid percentage (0–100, one decimal, a comma read as a
 * dot), or the shared rule's message ('Please enter a valid turnout percentage between 0 and 100').
 */
export function parseTurnout(raw: string): ParsedTurnout {
  const trimmed = raw.trim().replace(',', '.');
  if (trimmed === '') return { kind: 'blank' };
  const checked = AdminTurnoutSchema.safeParse(Number(trimmed));
  if (checked.success) return { kind: 'valid', value: checked.data };
  return { kind: 'invalid', message: checked.error.issues[0]?.message ?? '' };
}
