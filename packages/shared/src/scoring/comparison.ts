// Prediction details: the rows of the admin's side-by-side view of one prediction
// and the official results. Each builder reuses the rule functions, so what the view calls
// correct is exactly what scorePrediction paid for. A list is empty, an object null, while its
// section has no official result.

import { TOP3_POSITIONS } from '../constants';
import { seatAccuracy, turnoutAccuracy } from './accuracy';
import { biggestPartyPoints } from './biggest-party';
import type {
  BiggestPartyComparisonRow,
  ComparisonLabels,
  CountryTurnoutComparison,
  MunicipalitySelectionComparison,
  PartyLabel,
  PartySeatComparisonRow,
  PredictionComparison,
  Top3ComparisonRow,
  Top3PartiesComparison,
  TurnoutComparisonRow,
} from './comparison-types';
import { firstMunicipalityPoints } from './first-municipality';
import { seatPointsForDifference, seatsOf } from './seats';
import { fromTenths } from './tenths';
import { actualTop3Set, rankPartiesBySeats, top3Points, type RankedParty } from './top3';
import {
  COUNTRY_TURNOUT_MAX_POINTS,
  countryTurnoutPoints,
  municipalityTurnoutPoints,
} from './turnout';
import type { PredictionInput, ResultInput } from './types';

/** One row per party of the election, in the order of `result.parties`. */
export function partySeatComparison(
  prediction: PredictionInput,
  result: ResultInput,
  labels: ComparisonLabels,
): PartySeatComparisonRow[] {
  const actual = result.seatsByParty;
  if (actual === null) return [];
  const partyLabel = labelFinder(labels.parties, 'party');
  return result.parties.map((party) => {
    const predicted_seats = seatsOf(prediction.seatsByParty, party.id);
    const actual_seats = seatsOf(actual, party.id);
    const difference = predicted_seats - actual_seats;
    const { name, hexcolor } = partyLabel(party.id);
    return {
      party_id: party.id,
      party_name: name,
      party_color: hexcolor,
      predicted_seats,
      actual_seats,
      difference,
      is_correct: difference === 0,
      accuracy: seatAccuracy(difference),
      points: seatPointsForDifference(difference),
    };
  });
}

/** One row per municipality with an official turnout (the ones scored), in result order. */
export function turnoutComparison(
  prediction: PredictionInput,
  result: ResultInput,
  labels: ComparisonLabels,
): TurnoutComparisonRow[] {
  const municipalityLabel = labelFinder(labels.municipalities, 'municipality');
  return [...result.turnoutTenthsByMunicipality].map(([municipalityId, actualTenths]) => {
    const predictedTenths = prediction.turnoutTenthsByMunicipality.get(municipalityId) ?? null;
    const hasPrediction = predictedTenths !== null;
    return {
      municipality_id: municipalityId,
      municipality_name: municipalityLabel(municipalityId).name,
      predicted_turnout: hasPrediction ? fromTenths(predictedTenths) : null,
      actual_turnout: fromTenths(actualTenths),
      difference: hasPrediction ? fromTenths(predictedTenths - actualTenths) : null,
      accuracy: hasPrediction ? turnoutAccuracy(predictedTenths, actualTenths) : 0,
      points: municipalityTurnoutPoints(predictedTenths, actualTenths),
    };
  });
}

/** One row per municipality with an official biggest party (the ones scored), in result order. */
export function biggestPartyComparison(
  prediction: PredictionInput,
  result: ResultInput,
  labels: ComparisonLabels,
): BiggestPartyComparisonRow[] {
  const municipalityLabel = labelFinder(labels.municipalities, 'municipality');
  const partyLabel = labelFinder(labels.parties, 'party');
  const toPartyLabel = (partyId: number): PartyLabel => {
    const { name, hexcolor } = partyLabel(partyId);
    return { name, color: hexcolor };
  };
  return [...result.biggestPartyByMunicipality].map(([municipalityId, actualPartyId]) => {
    const predictedPartyId = prediction.biggestPartyByMunicipality.get(municipalityId) ?? null;
    const points = biggestPartyPoints(predictedPartyId, actualPartyId);
    return {
      municipality_id: municipalityId,
      municipality_name: municipalityLabel(municipalityId).name,
      predicted_party: predictedPartyId === null ? null : toPartyLabel(predictedPartyId),
      actual_party: toPartyLabel(actualPartyId),
      is_correct: points > 0,
      points,
    };
  });
}

export function municipalitySelectionComparison(
  prediction: PredictionInput,
  result: ResultInput,
  labels: ComparisonLabels,
): MunicipalitySelectionComparison | null {
  const actualId = result.firstCountedMunicipalityId;
  if (actualId === null) return null;
  const municipalityLabel = labelFinder(labels.municipalities, 'municipality');
  const predictedId = prediction.firstMunicipalityId;
  const points = firstMunicipalityPoints(predictedId, actualId);
  return {
    user_selected: predictedId === null ? null : municipalityLabel(predictedId).name,
    actual_selected: municipalityLabel(actualId).name,
    is_correct: points > 0,
    has_prediction: predictedId !== null,
    points,
  };
}

export function countryTurnoutComparison(
  prediction: PredictionInput,
  result: ResultInput,
): CountryTurnoutComparison | null {
  const actualTenths = result.countryTurnoutTenths;
  if (actualTenths === null) return null;
  const predictedTenths = prediction.countryTurnoutTenths;
  if (predictedTenths === null) {
    return {
      user_prediction: null,
      actual_result: fromTenths(actualTenths),
      difference: null,
      accuracy: 0,
      is_correct: false,
      has_prediction: false,
      points: 0,
    };
  }
  const points = countryTurnoutPoints(predictedTenths, actualTenths);
  return {
    user_prediction: fromTenths(predictedTenths),
    actual_result: fromTenths(actualTenths),
    difference: fromTenths(predictedTenths - actualTenths),
    accuracy: turnoutAccuracy(predictedTenths, actualTenths),
    is_correct: points === COUNTRY_TURNOUT_MAX_POINTS,
    has_prediction: true,
    points,
  };
}

/**
 * TOP3_POSITIONS rows: the player's top 3 beside the actual top 3, both ranked by seats then
 * list number. A row is correct when the player's party is in the actual top-3 set (the rule
 * scores membership, not position), so with a tie at the boundary a correct party may sit
 * beside a different actual party, and a fourth tied party is not shown.
 */
export function top3PartiesComparison(
  prediction: PredictionInput,
  result: ResultInput,
  labels: ComparisonLabels,
): Top3PartiesComparison | null {
  const actual = result.seatsByParty;
  if (actual === null) return null;
  const partyLabel = labelFinder(labels.parties, 'party');
  const predictedRanking = rankPartiesBySeats(prediction.seatsByParty, result.parties);
  const actualRanking = rankPartiesBySeats(actual, result.parties);
  const actualSet = actualTop3Set(actual, result.parties);

  const rows = Array.from({ length: TOP3_POSITIONS }, (_, index): Top3ComparisonRow => {
    const predicted = predictedRanking[index];
    const actualEntry = actualRanking[index];
    return {
      position: index + 1,
      predicted_party:
        predicted === undefined
          ? null
          : {
              party_name: partyLabel(predicted.party.id).name,
              party_color: partyLabel(predicted.party.id).hexcolor,
              predicted_seats: predicted.seats,
            },
      actual_party:
        actualEntry === undefined
          ? null
          : {
              party_name: partyLabel(actualEntry.party.id).name,
              party_color: partyLabel(actualEntry.party.id).hexcolor,
              actual_seats: actualEntry.seats,
            },
      is_correct: predicted !== undefined && actualSet.has(predicted.party.id),
    };
  });
  const correct_positions = rows.filter((row) => row.is_correct).length;
  const names = (entries: RankedParty[]) => entries.map((e) => partyLabel(e.party.id).name);
  return {
    points_earned: top3Points(correct_positions),
    correct_positions,
    rows,
    predicted_tie: orNull(names(tiedAcrossThirdPlace(predictedRanking))),
    actual_tie: orNull(names(tiedAcrossThirdPlace(actualRanking))),
  };
}

/**
 * The parties with the third place's seats, when there are more of them than places left:
 * a top 3 that had to choose (the player's side, by list number) or that counts them all
 * (the result's side).
 */
function tiedAcrossThirdPlace(ranking: RankedParty[]): RankedParty[] {
  const third = ranking[TOP3_POSITIONS - 1];
  if (third === undefined) return [];
  const tied = ranking.filter((entry) => entry.seats === third.seats);
  const beyond = ranking.slice(TOP3_POSITIONS).some((entry) => entry.seats === third.seats);
  return beyond ? tied : [];
}

/** Every comparison section of the prediction details at once. */
export function comparePrediction(
  prediction: PredictionInput,
  result: ResultInput,
  labels: ComparisonLabels,
): PredictionComparison {
  return {
    party_seat_comparison: partySeatComparison(prediction, result, labels),
    turnout_comparison: turnoutComparison(prediction, result, labels),
    biggest_party_comparison: biggestPartyComparison(prediction, result, labels),
    municipality_selection_comparison: municipalitySelectionComparison(prediction, result, labels),
    country_turnout_comparison: countryTurnoutComparison(prediction, result),
    top3_parties_comparison: top3PartiesComparison(prediction, result, labels),
  };
}

// A missing label is a caller bug (the labels must cover every id the inputs mention); an
// admin view that silently showed "undefined" would hide it.
function labelFinder<T extends { id: number }>(
  items: readonly T[],
  kind: 'party' | 'municipality',
): (id: number) => T {
  const byId = new Map(items.map((item) => [item.id, item]));
  return (id) => {
    const item = byId.get(id);
    if (item === undefined) throw new RangeError(`No name given for ${kind} ${id}`);
    return item;
  };
}

const orNull = (names: string[]) => (names.length > 0 ? names : null);
