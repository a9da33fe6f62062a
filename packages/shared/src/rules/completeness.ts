import type { ActivePrediction } from '../contract/predictions';

/*
 * When a section of a prediction counts as finished
 * (docs/decisions/019-prediction-completeness.md): the dashboard's summary and check marks, and the
 * sub-league's marks of who is done. Values count once the server has them.
 */

/** The six sections, in the dashboard's order. */
export const SECTION_KEYS = [
  'seats',
  'firstMunicipality',
  'nationalTurnout',
  'biggestParty',
  'municipalityTurnout',
  'joker',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

/** What the player has saved, as far as completeness is concerned. */
export type PredictionProgress = {
  seatCount: number;
  /** Seats that hold a party. */
  seatsAssigned: number;
  hasFirstMunicipality: boolean;
  hasNationalTurnout: boolean;
  /** Municipality ids with a saved biggest party. */
  biggestPartyIds: ReadonlySet<number>;
  /** Municipality ids with a saved turnout. */
  turnoutIds: ReadonlySet<number>;
  hasJoker: boolean;
};

export type Completeness = {
  /** Per section: finished or not. */
  sections: Record<SectionKey, boolean>;
  finishedCount: number;
  sectionCount: number;
  seatsAssigned: number;
  seatCount: number;
  isComplete: boolean;
};

export function progressFromPrediction(prediction: ActivePrediction): PredictionProgress {
  return {
    seatCount: prediction.seat_count,
    seatsAssigned: prediction.seat_predictions.filter(
      (seat) => seat.seat_number >= 0 && seat.seat_number < prediction.seat_count,
    ).length,
    hasFirstMunicipality: prediction.selected_municipality !== null,
    hasNationalTurnout: prediction.country_turnout_prediction !== null,
    biggestPartyIds: new Set(prediction.biggest_party_predictions.map((row) => row.municipality)),
    turnoutIds: new Set(prediction.turnout_predictions.map((row) => row.municipality)),
    hasJoker: prediction.captain_party !== null,
  };
}

/**
 * Finished means: every seat holds a party; the first municipality, the national turnout and
 * the joker are chosen; every played municipality has a biggest party and a turnout. A
 * municipality that is no longer played does not count; with no played municipalities at
 * all, the two municipality sections have nothing to fill in and count as finished.
 */
export function completeness(
  progress: PredictionProgress,
  playedMunicipalityIds: readonly number[],
): Completeness {
  const coversEvery = (ids: ReadonlySet<number>) =>
    playedMunicipalityIds.every((id) => ids.has(id));
  const sections: Record<SectionKey, boolean> = {
    seats: progress.seatCount > 0 && progress.seatsAssigned >= progress.seatCount,
    firstMunicipality: progress.hasFirstMunicipality,
    nationalTurnout: progress.hasNationalTurnout,
    biggestParty: coversEvery(progress.biggestPartyIds),
    municipalityTurnout: coversEvery(progress.turnoutIds),
    joker: progress.hasJoker,
  };
  const finishedCount = SECTION_KEYS.filter((key) => sections[key]).length;
  return {
    sections,
    finishedCount,
    sectionCount: SECTION_KEYS.length,
    seatsAssigned: Math.min(progress.seatsAssigned, progress.seatCount),
    seatCount: progress.seatCount,
    isComplete: finishedCount === SECTION_KEYS.length,
  };
}
