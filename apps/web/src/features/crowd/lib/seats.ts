import type { ActivePrediction } from '@zetelpoule/shared';

/** Seats per party id in a prediction. */
export function seatsByParty(prediction: ActivePrediction | undefined): Map<number, number> {
  const counts = new Map<number, number>();
  for (const seat of prediction?.seat_predictions ?? []) {
    counts.set(seat.party, (counts.get(seat.party) ?? 0) + 1);
  }
  return counts;
}

/** The hemicycle's colour per seat: each party's seats in a row, in the given (list) order. */
export function seatColorsFromCounts(
  seatCount: number,
  parties: readonly { id: number; hexcolor: string }[],
  counts: ReadonlyMap<number, number>,
): (string | null)[] {
  const colors: (string | null)[] = [];
  for (const party of parties) {
    for (let i = 0; i < (counts.get(party.id) ?? 0) && colors.length < seatCount; i++) {
      colors.push(party.hexcolor);
    }
  }
  while (colors.length < seatCount) colors.push(null);
  return colors;
}

export interface Difference {
  partyId: number;
  name: string;
  hexcolor: string;
  mine: number;
  median: number;
  /** mine − median. */
  difference: number;
}

/** Where the player is furthest from the crowd's median, biggest gap first (at most `limit`);
 *  parties where they agree exactly are left out. */
export function biggestDifferences(
  parties: readonly { party_id: number; name: string; hexcolor: string; median: number }[],
  mine: ReadonlyMap<number, number>,
  limit = 5,
): Difference[] {
  return parties
    .map((p) => ({
      partyId: p.party_id,
      name: p.name,
      hexcolor: p.hexcolor,
      mine: mine.get(p.party_id) ?? 0,
      median: p.median,
      difference: (mine.get(p.party_id) ?? 0) - p.median,
    }))
    .filter((d) => d.difference !== 0)
    .sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference) || a.name.localeCompare(b.name))
    .slice(0, limit);
}
