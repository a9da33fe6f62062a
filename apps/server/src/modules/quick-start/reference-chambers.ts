import type { ElectionCategory } from '@zetelpoule/shared';
import psEk2023 from '../../db/seed/data/ps-ek-2023.json';
import type { ChamberByName } from './quick-start.repo';

/*
 * The previous chamber for a kind of election this database holds no earlier result of
 * (docs/decisions/063-quick-start.md). The seed plays Provinciale Staten 2027 without a PS 2023 election: the
 * Eerste Kamer elected in 2023 is what those Staten chose, and the chamber a PS prediction
 * fills. A Tweede Kamer election needs none: the seed holds TK 2025 with its result.
 */

/** Parties elected apart in 2023 that stand as one today (the seed's PS 2027 lists). */
const MERGED_SINCE: Record<string, string> = {
  GroenLinks: 'GroenLinks-PvdA',
  PvdA: 'GroenLinks-PvdA',
};

function mergedByName(seats: Record<string, number>): ChamberByName['seats'] {
  const merged = new Map<string, number>();
  for (const [name, count] of Object.entries(seats)) {
    const today = MERGED_SINCE[name] ?? name;
    merged.set(today, (merged.get(today) ?? 0) + count);
  }
  return [...merged].map(([name, count]) => ({ name, seats: count }));
}

export const REFERENCE_CHAMBERS: Partial<Record<ElectionCategory, ChamberByName>> = {
  PS: { name: 'Eerste Kamer 2023', seats: mergedByName(psEk2023.eerste_kamer_official) },
};
