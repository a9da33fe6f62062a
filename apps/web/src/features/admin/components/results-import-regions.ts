import type { ElectionDetails } from '@zetelpoule/shared';

/** A province of a Provinciale Staten election, as the election detail lists it. */
export interface ImportRegion {
  id: number;
  name: string;
  staten_seat_count: number;
  stemwaarde: number;
}

/**
 * The provinces to pick from when the election is a Provinciale Staten election, else null
 * (a TK import needs no region). Read from the election detail's `category` and `regions`.
 */
export function importRegions(election: ElectionDetails): ImportRegion[] | null {
  const detail = election as ElectionDetails & { category?: string; regions?: ImportRegion[] };
  return detail.category === 'PS' ? (detail.regions ?? []) : null;
}
