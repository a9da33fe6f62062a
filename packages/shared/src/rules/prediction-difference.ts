/*
 * How far another player's prediction is from yours, in the words a sub-league overview can
 * show in one cell: how many seats went to another party, how many of the top 3 you share,
 * the turnout gap. Pure, so the server's overview and its tests agree (docs/decisions/059-points-per-answer-and-the-subleague-overview.md).
 */

/** One player's answers, as the overview reads them. */
export interface ComparablePrediction {
  seatsByParty: ReadonlyMap<number, number>;
  top3: readonly number[];
  captainPartyId: number | null;
  /** Tenths of a percent, as stored. */
  countryTurnoutTenths: number | null;
  firstMunicipalityId: number | null;
  biggestPartyByRegion: ReadonlyMap<number, number>;
}

export interface PredictionDifferenceValues {
  seats_different: number | null;
  top3_shared: number | null;
  same_captain: boolean | null;
  country_turnout: number | null;
  same_first_municipality: boolean | null;
  biggest_party_same: number | null;
}

/**
 * Seats the two gave to different parties: the larger of what one gave more and what the other
 * gave more, so with equal totals it is the seats that would have to move (30/20 against 25/25:
 * 5), and a distribution left unfinished still counts the seats it lacks.
 */
export function seatsDifferent(
  a: ReadonlyMap<number, number>,
  b: ReadonlyMap<number, number>,
): number {
  let more = 0;
  let less = 0;
  for (const party of new Set([...a.keys(), ...b.keys()])) {
    const gap = (a.get(party) ?? 0) - (b.get(party) ?? 0);
    if (gap > 0) more += gap;
    else less -= gap;
  }
  return Math.max(more, less);
}

const sumSeats = (seats: ReadonlyMap<number, number>) => {
  let total = 0;
  for (const value of seats.values()) total += value;
  return total;
};

/** `theirs` against `yours`, section by section; null where either left the section empty. */
export function predictionDifference(
  theirs: ComparablePrediction,
  yours: ComparablePrediction,
): PredictionDifferenceValues {
  const bothSeats = sumSeats(theirs.seatsByParty) > 0 && sumSeats(yours.seatsByParty) > 0;
  const bothTop3 = theirs.top3.length > 0 && yours.top3.length > 0;
  let biggestSame = 0;
  for (const [region, party] of theirs.biggestPartyByRegion) {
    if (yours.biggestPartyByRegion.get(region) === party) biggestSame += 1;
  }
  const bothBiggest = theirs.biggestPartyByRegion.size > 0 && yours.biggestPartyByRegion.size > 0;
  return {
    seats_different: bothSeats ? seatsDifferent(theirs.seatsByParty, yours.seatsByParty) : null,
    top3_shared: bothTop3 ? theirs.top3.filter((party) => yours.top3.includes(party)).length : null,
    same_captain:
      theirs.captainPartyId === null || yours.captainPartyId === null
        ? null
        : theirs.captainPartyId === yours.captainPartyId,
    // Whole tenths, so 78.5 − 77.1 is 1.4 and not 1.4000000000000057.
    country_turnout:
      theirs.countryTurnoutTenths === null || yours.countryTurnoutTenths === null
        ? null
        : (theirs.countryTurnoutTenths - yours.countryTurnoutTenths) / 10,
    same_first_municipality:
      theirs.firstMunicipalityId === null || yours.firstMunicipalityId === null
        ? null
        : theirs.firstMunicipalityId === yours.firstMunicipalityId,
    biggest_party_same: bothBiggest ? biggestSame : null,
  };
}
