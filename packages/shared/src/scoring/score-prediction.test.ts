import { describe, expect, it } from 'vitest';
import { scorePrediction, type ScoreBreakdown } from './score-prediction';
import { byId, emptyPrediction, emptyResult, partiesNumbered } from './test-helpers';
import type { PredictionInput, ResultInput } from './types';

const parties = partiesNumbered(4);

const fullResult: ResultInput = {
  parties,
  chamberSeatCount: 150,
  seatsByParty: byId({ 1: 40, 2: 30, 3: 20, 4: 10 }),
  firstCountedMunicipalityId: 20,
  countryTurnoutTenths: 771,
  turnoutTenthsByMunicipality: byId({ 10: 700, 11: 680, 12: 600 }),
  biggestPartyByMunicipality: byId({ 10: 1, 11: 1 }),
};

const fullPrediction: PredictionInput = {
  seatsByParty: byId({ 1: 40, 2: 28, 3: 25, 4: 10 }),
  captainPartyId: 2,
  firstMunicipalityId: 20,
  countryTurnoutTenths: 785,
  turnoutTenthsByMunicipality: byId({ 10: 701, 11: 650 }),
  biggestPartyByMunicipality: byId({ 10: 1, 11: 2 }),
};

const nothingPending = {
  seats: false,
  turnout: false,
  biggest_party: false,
  municipality_selection: false,
  country_turnout: false,
};

describe('scorePrediction', () => {
  it('scores every section of a complete prediction against a complete result', () => {
    expect(scorePrediction(fullPrediction, fullResult)).toEqual<ScoreBreakdown>({
      seat_points: 5 + 1 - 3 + 5, // off by 0, 2, 5, 0
      captain_bonus_points: 1, // party 2 has 30 seats, predicted 2 off
      turnout_points: 3 + 0 + 0, // 0.1 off, 3.0 off, no prediction
      biggest_party_points: 2, // right in 10, wrong in 11
      municipality_selection_points: 2,
      top3_parties_points: 8, // 1, 2, 3 against {1, 2, 3}
      country_turnout_points: 4, // 1.4 off rounds to 1
      total_points: 8 + 1 + 3 + 2 + 2 + 8 + 4,
      pending: nothingPending,
    });
  });

  it('scores 0 and marks every section pending while nothing is official', () => {
    expect(scorePrediction(fullPrediction, emptyResult({ parties }))).toEqual<ScoreBreakdown>({
      seat_points: 0,
      captain_bonus_points: 0,
      turnout_points: 0,
      biggest_party_points: 0,
      municipality_selection_points: 0,
      top3_parties_points: 0,
      country_turnout_points: 0,
      total_points: 0,
      pending: {
        seats: true,
        turnout: true,
        biggest_party: true,
        municipality_selection: true,
        country_turnout: true,
      },
    });
  });

  it('still scores an empty seat grid, as 0 predicted seats for every party', () => {
    const score = scorePrediction(emptyPrediction(), fullResult);
    expect(score).toMatchObject({
      seat_points: -3 * 4,
      captain_bonus_points: 0,
      top3_parties_points: 0,
      turnout_points: 0,
      biggest_party_points: 0,
      municipality_selection_points: 0,
      country_turnout_points: 0,
      pending: nothingPending,
    });
    expect(score.total_points).toBe(-12);
  });

  it('holds back seat, joker and top-3 points until the seat result is in', () => {
    const score = scorePrediction(fullPrediction, { ...fullResult, seatsByParty: null });
    expect(score).toMatchObject({
      seat_points: 0,
      captain_bonus_points: 0,
      top3_parties_points: 0,
      turnout_points: 3,
      biggest_party_points: 2,
      municipality_selection_points: 2,
      country_turnout_points: 4,
      pending: { ...nothingPending, seats: true },
    });
  });

  it.each([
    ['turnout', { turnoutTenthsByMunicipality: new Map() }, 'turnout_points'],
    ['biggest_party', { biggestPartyByMunicipality: new Map() }, 'biggest_party_points'],
    [
      'municipality_selection',
      { firstCountedMunicipalityId: null },
      'municipality_selection_points',
    ],
    ['country_turnout', { countryTurnoutTenths: null }, 'country_turnout_points'],
  ] as const)(
    'marks only %s pending and scores it 0 when its result is missing',
    (section, missing, field) => {
      const complete = scorePrediction(fullPrediction, fullResult);
      const score = scorePrediction(fullPrediction, { ...fullResult, ...missing });
      expect(score[field]).toBe(0);
      expect(score.pending).toEqual({ ...nothingPending, [section]: true });
      expect(score.total_points).toBe(complete.total_points - complete[field]);
    },
  );

  it('gives a missing national turnout prediction 0, not a penalty, once the result is in', () => {
    const score = scorePrediction({ ...fullPrediction, countryTurnoutTenths: null }, fullResult);
    expect(score.country_turnout_points).toBe(0);
    expect(score.pending.country_turnout).toBe(false);
  });

  it('can make the joker cost points when its party is far off', () => {
    const score = scorePrediction(
      { ...fullPrediction, captainPartyId: 3 }, // 25 predicted, 20 actual: −3 twice
      fullResult,
    );
    expect(score.captain_bonus_points).toBe(-3);
  });

  it('voids the joker by the threshold of the chamber elected', () => {
    // Party 4 wins 3 seats: void of 150 (3 ≤ 5), counting of 75 (3 > 2), predicted exactly.
    const result = { ...fullResult, seatsByParty: byId({ 1: 40, 2: 20, 3: 12, 4: 3 }) };
    const prediction = { ...fullPrediction, seatsByParty: byId({ 4: 3 }), captainPartyId: 4 };
    expect(scorePrediction(prediction, result).captain_bonus_points).toBe(0);
    const eersteKamer = { ...result, chamberSeatCount: 75 };
    expect(scorePrediction(prediction, eersteKamer).captain_bonus_points).toBe(5);
  });
});
