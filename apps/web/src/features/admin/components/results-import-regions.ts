import type { ElectionDetails, StatenRegion } from '@zetelpoule/shared';

/**
 * The provinces to pick from when the election is a Provinciale Staten election, else null (a
 * TK or EP import needs no region). Kiescolleges have no EML files of their own to read in.
 */
export function importRegions(election: ElectionDetails): StatenRegion[] | null {
  if (election.category !== 'PS') return null;
  return election.regions.flatMap((region) => (region.kind === 'provincie' ? [region] : []));
}
