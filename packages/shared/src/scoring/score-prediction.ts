import { biggestPartySectionPoints } from './biggest-party';
import { firstMunicipalityPoints } from './first-municipality';
import { captainBonusPoints, seatPoints } from './seats';
import { top3SectionPoints } from './top3';
import { countryTurnoutPoints, turnoutSectionPoints } from './turnout';
import type { PredictionInput, ResultInput } from './types';

/** Which sections have no official result yet (they score 0 until they do). */
export interface PendingSections {
  /** No seat result: seat, joker and top-3 points all wait for it. */
  seats: boolean;
  turnout: boolean;
  biggest_party: boolean;
  municipality_selection: boolean;
  country_turnout: boolean;
}

/** The score of one prediction, field for field as stored in `scores` and sent by the API. */
export interface ScoreBreakdown {
  seat_points: number;
  captain_bonus_points: number;
  turnout_points: number;
  biggest_party_points: number;
  municipality_selection_points: number;
  top3_parties_points: number;
  country_turnout_points: number;
  total_points: number;
  pending: PendingSections;
}

/**
 * Every section of one prediction against the results so far. A section without an
 * official result scores 0 and is marked pending; the total is the sum of the sections.
 */
export function scorePrediction(prediction: PredictionInput, result: ResultInput): ScoreBreakdown {
  const actualSeats = result.seatsByParty;
  const pending: PendingSections = {
    seats: actualSeats === null,
    turnout: result.turnoutTenthsByMunicipality.size === 0,
    biggest_party: result.biggestPartyByMunicipality.size === 0,
    municipality_selection: result.firstCountedMunicipalityId === null,
    country_turnout: result.countryTurnoutTenths === null,
  };

  // The joker and the top 3 are judged on the seat result, so they wait for it too.
  const seat_points =
    actualSeats === null ? 0 : seatPoints(prediction.seatsByParty, actualSeats, result.parties);
  const captain_bonus_points =
    actualSeats === null
      ? 0
      : captainBonusPoints(
          prediction.captainPartyId,
          prediction.seatsByParty,
          actualSeats,
          result.chamberSeatCount,
        );
  const top3_parties_points =
    actualSeats === null
      ? 0
      : top3SectionPoints(prediction.seatsByParty, actualSeats, result.parties);

  const turnout_points = turnoutSectionPoints(
    prediction.turnoutTenthsByMunicipality,
    result.turnoutTenthsByMunicipality,
  );
  const biggest_party_points = biggestPartySectionPoints(
    prediction.biggestPartyByMunicipality,
    result.biggestPartyByMunicipality,
  );
  const municipality_selection_points = firstMunicipalityPoints(
    prediction.firstMunicipalityId,
    result.firstCountedMunicipalityId,
  );
  const country_turnout_points =
    result.countryTurnoutTenths === null
      ? 0
      : countryTurnoutPoints(prediction.countryTurnoutTenths, result.countryTurnoutTenths);

  return {
    seat_points,
    captain_bonus_points,
    turnout_points,
    biggest_party_points,
    municipality_selection_points,
    top3_parties_points,
    country_turnout_points,
    total_points:
      seat_points +
      captain_bonus_points +
      turnout_points +
      biggest_party_points +
      municipality_selection_points +
      top3_parties_points +
      country_turnout_points,
    pending,
  };
}
