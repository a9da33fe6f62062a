import type { ElectionDetails, StatenRegion } from '@zetelpoule/shared';

/*
 * Reading a PS election's electing bodies (the twelve provinces' Staten and the kiescolleges)
 * out of its details, for the Provincies tab and the projection beside it.
 */

export function statenRegions(election: ElectionDetails): StatenRegion[] {
  return election.regions.filter((r): r is StatenRegion => r.kind !== 'gemeente');
}

/** The bodies whose seats are in: a stored result with at least one seat. */
export function reportedRegionIds(election: ElectionDetails): Set<number> {
  return new Set(
    election.staten_results
      .filter((r) => r.party_seats.some((row) => row.seat_count > 0))
      .map((r) => r.region_id),
  );
}

/** Stored seats of one body by party, empty when none are in. */
export function statenSeatsOf(election: ElectionDetails, regionId: number): Map<number, number> {
  const result = election.staten_results.find((r) => r.region_id === regionId);
  return new Map(result?.party_seats.map((row) => [row.party_id, row.seat_count]) ?? []);
}

/**
 * The body to enter after `currentId`: the next one in the list that is not in yet and has
 * members to fill, wrapping round; null when every such body is in.
 */
export function nextPendingRegion(
  regions: readonly StatenRegion[],
  reported: ReadonlySet<number>,
  currentId: number,
): StatenRegion | null {
  const start = regions.findIndex((r) => r.id === currentId);
  for (let step = 1; step < regions.length; step++) {
    const region = regions[(start + step) % regions.length]!;
    if (!reported.has(region.id) && region.staten_seat_count !== null) return region;
  }
  return null;
}

/** "x van de y" per kind, as the projection says how far the count is. */
export function reportedCounts(election: ElectionDetails) {
  const regions = statenRegions(election);
  const reported = reportedRegionIds(election);
  const provinces = regions.filter((r) => r.kind === 'provincie');
  // A kiescollege counts once the admin gave it members (packages/shared/src/contract/staten.ts).
  const colleges = regions.filter((r) => r.kind === 'kiescollege' && r.staten_seat_count !== null);
  return {
    provinces: {
      reported: provinces.filter((r) => reported.has(r.id)).length,
      total: provinces.length,
    },
    colleges: {
      reported: colleges.filter((r) => reported.has(r.id)).length,
      total: colleges.length,
    },
  };
}
