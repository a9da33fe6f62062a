import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  biggestPartyComparison,
  comparePrediction,
  countryTurnoutComparison,
  municipalitySelectionComparison,
  partySeatComparison,
  top3PartiesComparison,
  turnoutComparison,
} from './comparison';
import type { ComparisonLabels } from './comparison-types';
import { scorePrediction } from './score-prediction';
import { seatPointsForDifference } from './seats';
import { scenarioArb } from './test-arbitraries';
import { byId, emptyPrediction, emptyResult, partiesNumbered } from './test-helpers';
import type { PredictionInput, ResultInput } from './types';

const labels: ComparisonLabels = {
  parties: [
    { id: 1, name: 'Groen', hexcolor: '#00aa00' },
    { id: 2, name: 'Rood', hexcolor: '#aa0000' },
    { id: 3, name: 'Blauw', hexcolor: '#0000aa' },
    { id: 4, name: 'Geel', hexcolor: '#aaaa00' },
  ],
  municipalities: [
    { id: 10, name: 'Amsterdam' },
    { id: 11, name: 'Utrecht' },
    { id: 20, name: 'Vlieland' },
    { id: 21, name: 'Rozendaal' },
  ],
};

const result: ResultInput = {
  parties: partiesNumbered(4),
  chamberSeatCount: 150,
  seatsByParty: byId({ 1: 40, 2: 30, 3: 20, 4: 20 }),
  firstCountedMunicipalityId: 20,
  countryTurnoutTenths: 771,
  turnoutTenthsByMunicipality: byId({ 10: 700, 11: 680 }),
  biggestPartyByMunicipality: byId({ 10: 1, 11: 1 }),
};

const prediction: PredictionInput = {
  seatsByParty: byId({ 1: 38, 2: 30, 4: 25 }),
  captainPartyId: 2,
  firstMunicipalityId: 21,
  countryTurnoutTenths: 785,
  turnoutTenthsByMunicipality: byId({ 10: 712 }),
  biggestPartyByMunicipality: byId({ 10: 1, 11: 2 }),
};

describe('partySeatComparison', () => {
  it('shows every party with a signed difference, correctness and accuracy', () => {
    expect(partySeatComparison(prediction, result, labels)).toEqual([
      {
        party_id: 1,
        party_name: 'Groen',
        party_color: '#00aa00',
        predicted_seats: 38,
        actual_seats: 40,
        difference: -2,
        is_correct: false,
        accuracy: 60,
        points: 1,
      },
      {
        party_id: 2,
        party_name: 'Rood',
        party_color: '#aa0000',
        predicted_seats: 30,
        actual_seats: 30,
        difference: 0,
        is_correct: true,
        accuracy: 100,
        points: 5,
      },
      {
        party_id: 3,
        party_name: 'Blauw',
        party_color: '#0000aa',
        predicted_seats: 0,
        actual_seats: 20,
        difference: -20,
        is_correct: false,
        accuracy: 0,
        points: -3,
      },
      {
        party_id: 4,
        party_name: 'Geel',
        party_color: '#aaaa00',
        predicted_seats: 25,
        actual_seats: 20,
        difference: 5,
        is_correct: false,
        accuracy: 0,
        points: -3,
      },
    ]);
  });

  it('is empty while there is no seat result', () => {
    expect(partySeatComparison(prediction, { ...result, seatsByParty: null }, labels)).toEqual([]);
  });
});

describe('turnoutComparison', () => {
  it('shows every municipality with a result, in percentages, with or without a prediction', () => {
    expect(turnoutComparison(prediction, result, labels)).toEqual([
      {
        municipality_id: 10,
        municipality_name: 'Amsterdam',
        predicted_turnout: 71.2,
        actual_turnout: 70,
        difference: 1.2,
        accuracy: 76,
        points: 2,
      },
      {
        municipality_id: 11,
        municipality_name: 'Utrecht',
        predicted_turnout: null,
        actual_turnout: 68,
        difference: null,
        accuracy: 0,
        points: 0,
      },
    ]);
  });

  it('refuses a municipality it has no name for rather than showing a blank', () => {
    const unnamed = { ...result, turnoutTenthsByMunicipality: byId({ 99: 700 }) };
    expect(() => turnoutComparison(prediction, unnamed, labels)).toThrow(RangeError);
  });
});

describe('biggestPartyComparison', () => {
  it('shows the predicted and the actual party per municipality with a result', () => {
    expect(biggestPartyComparison(prediction, result, labels)).toEqual([
      {
        municipality_id: 10,
        municipality_name: 'Amsterdam',
        predicted_party: { name: 'Groen', color: '#00aa00' },
        actual_party: { name: 'Groen', color: '#00aa00' },
        is_correct: true,
        points: 2,
      },
      {
        municipality_id: 11,
        municipality_name: 'Utrecht',
        predicted_party: { name: 'Rood', color: '#aa0000' },
        actual_party: { name: 'Groen', color: '#00aa00' },
        is_correct: false,
        points: 0,
      },
    ]);
  });

  it('shows no predicted party where the player picked none', () => {
    const [row] = biggestPartyComparison(emptyPrediction(), result, labels);
    expect(row).toMatchObject({ predicted_party: null, is_correct: false });
  });
});

describe('municipalitySelectionComparison', () => {
  it('names the pick and the municipality that counted first', () => {
    expect(municipalitySelectionComparison(prediction, result, labels)).toEqual({
      user_selected: 'Rozendaal',
      actual_selected: 'Vlieland',
      is_correct: false,
      has_prediction: true,
      points: 0,
    });
  });

  it('marks a right pick correct, worth 2 points', () => {
    const right = { ...prediction, firstMunicipalityId: 20 };
    expect(municipalitySelectionComparison(right, result, labels)).toMatchObject({
      is_correct: true,
      points: 2,
    });
  });

  it('tells a missing pick apart', () => {
    expect(municipalitySelectionComparison(emptyPrediction(), result, labels)).toEqual({
      user_selected: null,
      actual_selected: 'Vlieland',
      is_correct: false,
      has_prediction: false,
      points: 0,
    });
  });

  it('is null while no municipality has finished counting', () => {
    const pending = { ...result, firstCountedMunicipalityId: null };
    expect(municipalitySelectionComparison(prediction, pending, labels)).toBeNull();
  });
});

describe('countryTurnoutComparison', () => {
  it('shows the prediction against the result in percentages', () => {
    expect(countryTurnoutComparison(prediction, result)).toEqual({
      user_prediction: 78.5,
      actual_result: 77.1,
      difference: 1.4,
      accuracy: 72,
      is_correct: false,
      has_prediction: true,
      points: 4,
    });
  });

  it('calls a prediction correct when it earns the full 5 points', () => {
    const close = { ...prediction, countryTurnoutTenths: 775 };
    expect(countryTurnoutComparison(close, result)).toMatchObject({
      is_correct: true,
      accuracy: 92,
      points: 5,
    });
  });

  it('tells a missing prediction apart', () => {
    expect(countryTurnoutComparison(emptyPrediction(), result)).toEqual({
      user_prediction: null,
      actual_result: 77.1,
      difference: null,
      accuracy: 0,
      is_correct: false,
      has_prediction: false,
      points: 0,
    });
  });

  it('is null while there is no national turnout', () => {
    expect(countryTurnoutComparison(prediction, { ...result, countryTurnoutTenths: null })).toBe(
      null,
    );
  });
});

describe('top3PartiesComparison', () => {
  it('sets the two top 3s side by side and counts a boundary tie as correct', () => {
    // Player: Groen 38, Rood 30, Geel 25. Actual: Groen 40, Rood 30, Blauw 20 = Geel 20.
    expect(top3PartiesComparison(prediction, result, labels)).toEqual({
      points_earned: 8,
      correct_positions: 3,
      rows: [
        {
          position: 1,
          predicted_party: { party_name: 'Groen', party_color: '#00aa00', predicted_seats: 38 },
          actual_party: { party_name: 'Groen', party_color: '#00aa00', actual_seats: 40 },
          is_correct: true,
        },
        {
          position: 2,
          predicted_party: { party_name: 'Rood', party_color: '#aa0000', predicted_seats: 30 },
          actual_party: { party_name: 'Rood', party_color: '#aa0000', actual_seats: 30 },
          is_correct: true,
        },
        {
          position: 3,
          predicted_party: { party_name: 'Geel', party_color: '#aaaa00', predicted_seats: 25 },
          actual_party: { party_name: 'Blauw', party_color: '#0000aa', actual_seats: 20 },
          is_correct: true,
        },
      ],
      predicted_tie: null,
      // Blauw and Geel both have the third place's 20 seats: both count.
      actual_tie: ['Blauw', 'Geel'],
    });
  });

  it("names the player's parties tied across third place, which list order decided", () => {
    const tied = { ...prediction, seatsByParty: byId({ 1: 40, 4: 30, 3: 20, 2: 20 }) };
    const comparison = top3PartiesComparison(tied, result, labels);
    // Rood (list 2) comes before Blauw (list 3): Rood is the player's third, Blauw is out.
    expect(comparison?.rows[2]?.predicted_party?.party_name).toBe('Rood');
    expect(comparison?.predicted_tie).toEqual(['Rood', 'Blauw']);
  });

  it('names no tie when the tied parties all fit in the top 3', () => {
    const fits = { ...prediction, seatsByParty: byId({ 1: 50, 2: 30, 3: 30, 4: 10 }) };
    const noTie = { ...result, seatsByParty: byId({ 1: 40, 2: 40, 3: 20, 4: 10 }) };
    const comparison = top3PartiesComparison(fits, noTie, labels);
    expect(comparison).toMatchObject({ predicted_tie: null, actual_tie: null });
  });

  it('leaves empty positions for a player who gave seats to fewer than three parties', () => {
    const two = { ...prediction, seatsByParty: byId({ 1: 100, 3: 50 }) };
    const comparison = top3PartiesComparison(two, result, labels);
    expect(comparison?.rows[2]).toMatchObject({ predicted_party: null, is_correct: false });
    expect(comparison).toMatchObject({ correct_positions: 2, points_earned: 5 });
  });

  it('is null while there is no seat result', () => {
    expect(top3PartiesComparison(prediction, { ...result, seatsByParty: null }, labels)).toBe(null);
  });
});

describe('comparePrediction', () => {
  it('answers empty lists and nulls while nothing is official', () => {
    expect(comparePrediction(prediction, emptyResult(), labels)).toEqual({
      party_seat_comparison: [],
      turnout_comparison: [],
      biggest_party_comparison: [],
      municipality_selection_comparison: null,
      country_turnout_comparison: null,
      top3_parties_comparison: null,
    });
  });

  it('agrees with scorePrediction on what is correct', () => {
    const manyLabels: ComparisonLabels = {
      parties: Array.from({ length: 13 }, (_, index) => ({
        id: index + 1,
        name: `Partij ${index + 1}`,
        hexcolor: '#000000',
      })),
      municipalities: [101, 102, 103, 104, 105, 106].map((id) => ({ id, name: `Gemeente ${id}` })),
    };
    fc.assert(
      fc.property(scenarioArb, ({ prediction: anyPrediction, result: anyResult }) => {
        const score = scorePrediction(anyPrediction, anyResult);
        const comparison = comparePrediction(anyPrediction, anyResult, manyLabels);
        const sum = (rows: readonly { points: number }[]) =>
          rows.reduce((total, row) => total + row.points, 0);
        expect(sum(comparison.party_seat_comparison)).toBe(score.seat_points);
        for (const row of comparison.party_seat_comparison) {
          expect(row.points).toBe(seatPointsForDifference(row.difference));
        }
        // Each row's points add up to what the section scored, so the page's "+2" per row
        // and the total above it never disagree.
        expect(sum(comparison.turnout_comparison)).toBe(score.turnout_points);
        expect(sum(comparison.biggest_party_comparison)).toBe(score.biggest_party_points);
        expect(comparison.municipality_selection_comparison?.points ?? 0).toBe(
          score.municipality_selection_points,
        );
        expect(comparison.country_turnout_comparison?.points ?? 0).toBe(
          score.country_turnout_points,
        );
        expect(comparison.top3_parties_comparison?.points_earned ?? 0).toBe(
          score.top3_parties_points,
        );
        const rightBiggest = comparison.biggest_party_comparison.filter((row) => row.is_correct);
        expect(rightBiggest.length * 2).toBe(score.biggest_party_points);
        expect(comparison.municipality_selection_comparison?.is_correct ?? false).toBe(
          score.municipality_selection_points > 0,
        );
        expect(comparison.turnout_comparison).toHaveLength(
          anyResult.turnoutTenthsByMunicipality.size,
        );
      }),
    );
  });
});
