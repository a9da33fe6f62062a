import {
  seatPointsForDifference,
  type ActivePrediction,
  type Municipality,
  type MyScore,
  type MyScoreWithResults,
  type Party,
} from '@zetelpoule/shared';

/*
 * Pure shaping of what the results page shows, from the calls it makes: the player's
 * prediction, the parties and played municipalities, and GET my-score's comparison.
 */

export function withResults(score: MyScore | undefined): MyScoreWithResults | null {
  return score?.has_results ? score : null;
}

/** Seats per party id of the player's prediction. */
export function predictedCounts(prediction: ActivePrediction | undefined): Map<number, number> {
  const counts = new Map<number, number>();
  for (const seat of prediction?.seat_predictions ?? []) {
    counts.set(seat.party, (counts.get(seat.party) ?? 0) + 1);
  }
  return counts;
}

/**
 * A hemicycle's colours from seats per party, the parties in ballot order, so the result and
 * the prediction are drawn the same way and can be compared wedge by wedge.
 */
export function seatColorsFromCounts(
  seatCount: number,
  parties: readonly Pick<Party, 'id' | 'hexcolor'>[],
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

export type PartyRow = {
  id: number;
  name: string;
  color: string;
  predicted: number;
  /** null until the seat result is in. */
  actual: number | null;
  /** predicted − actual; null until the seat result is in. */
  difference: number | null;
  /** The seat points this party earns; null until the seat result is in. */
  points: number | null;
};

/** Per party the player's seats beside the result, in ballot order. */
export function partyRows(
  parties: readonly Party[],
  prediction: ActivePrediction | undefined,
  score: MyScoreWithResults | null,
): PartyRow[] {
  const predicted = predictedCounts(prediction);
  const comparison = new Map(
    (score?.party_seat_comparison ?? []).map((row) => [row.party_id, row]),
  );
  const rows: PartyRow[] = parties.map((party) => {
    const row = comparison.get(party.id);
    return {
      id: party.id,
      name: party.name,
      color: party.hexcolor,
      predicted: row?.predicted_seats ?? predicted.get(party.id) ?? 0,
      actual: row?.actual_seats ?? null,
      difference: row ? row.difference : null,
      points: row ? seatPointsForDifference(row.difference) : null,
    };
  });
  // A party of the comparison the catalogue did not list (never expected): still shown.
  for (const row of score?.party_seat_comparison ?? []) {
    if (parties.some((party) => party.id === row.party_id)) continue;
    rows.push({
      id: row.party_id,
      name: row.party_name,
      color: row.party_color,
      predicted: row.predicted_seats,
      actual: row.actual_seats,
      difference: row.difference,
      points: seatPointsForDifference(row.difference),
    });
  }
  return rows;
}

export type MunicipalityRow = {
  id: number;
  name: string;
  predictedTurnout: number | null;
  /** null while the municipality has not reported its turnout. */
  actualTurnout: number | null;
  predictedParty: { name: string; color: string } | null;
  /** null while the municipality has not reported its biggest party. */
  actualParty: { name: string; color: string } | null;
  isPartyCorrect: boolean | null;
  /** The turnout points' closeness, 0–100; null until reported. */
  turnoutAccuracy: number | null;
};

/** Every played municipality, reported or not, with the player's picks beside the results. */
export function municipalityRows(
  municipalities: readonly Municipality[],
  parties: readonly Party[],
  prediction: ActivePrediction | undefined,
  score: MyScoreWithResults | null,
): MunicipalityRow[] {
  const partyById = new Map(parties.map((party) => [party.id, party]));
  const turnoutPick = new Map(
    (prediction?.turnout_predictions ?? []).map((row) => [row.municipality, row.predicted_turnout]),
  );
  const partyPick = new Map(
    (prediction?.biggest_party_predictions ?? []).map((row) => [
      row.municipality,
      row.predicted_party,
    ]),
  );
  const turnout = new Map(
    (score?.turnout_comparison ?? []).map((row) => [row.municipality_id, row]),
  );
  const biggest = new Map(
    (score?.biggest_party_comparison ?? []).map((row) => [row.municipality_id, row]),
  );
  const known = new Map(municipalities.map((m) => [m.id, m.name]));
  // Played municipalities first, then any the comparison names that the list did not.
  for (const row of [...turnout.values(), ...biggest.values()]) {
    if (!known.has(row.municipality_id)) known.set(row.municipality_id, row.municipality_name);
  }
  return [...known].map(([id, name]) => {
    const turnoutRow = turnout.get(id);
    const biggestRow = biggest.get(id);
    const pickedParty = partyById.get(partyPick.get(id) ?? -1);
    return {
      id,
      name,
      predictedTurnout: turnoutRow?.predicted_turnout ?? turnoutPick.get(id) ?? null,
      actualTurnout: turnoutRow?.actual_turnout ?? null,
      predictedParty:
        biggestRow?.predicted_party ??
        (pickedParty ? { name: pickedParty.name, color: pickedParty.hexcolor } : null),
      actualParty: biggestRow?.actual_party ?? null,
      isPartyCorrect: biggestRow ? biggestRow.is_correct : null,
      turnoutAccuracy: turnoutRow ? turnoutRow.accuracy : null,
    };
  });
}

export type Movement = { kind: 'up' | 'down' | 'same'; places: number };

/** How the rank moved since the previous calculation; null before there was one. */
export function rankMovement(rank: number | null, previousRank: number | null): Movement | null {
  if (rank === null || previousRank === null) return null;
  const places = previousRank - rank;
  if (places > 0) return { kind: 'up', places };
  if (places < 0) return { kind: 'down', places: -places };
  return { kind: 'same', places: 0 };
}
