import type { ActivePrediction, MyScoreWithResults, Party } from '@zetelpoule/shared';
import { describe, expect, it } from 'vitest';
import { municipalityRows, partyRows, rankMovement, seatColorsFromCounts } from './view-model';

const PARTIES: Party[] = [
  { id: 1, name: 'Alfa', hexcolor: '#111111', list_number: 1 },
  { id: 2, name: 'Beta', hexcolor: '#222222', list_number: 2 },
];

const PREDICTION: ActivePrediction = {
  election_id: 1,
  seat_count: 5,
  first_count_candidates: [],
  updated_at: null,
  seat_predictions: [
    { seat_number: 0, party: 2 },
    { seat_number: 1, party: 1 },
    { seat_number: 2, party: 2 },
  ],
  selected_municipality: null,
  country_turnout_prediction: null,
  turnout_predictions: [{ municipality: 10, municipality_name: 'Utrecht', predicted_turnout: 80 }],
  biggest_party_predictions: [
    { municipality: 10, municipality_name: 'Utrecht', predicted_party: 2 },
    { municipality: 11, municipality_name: 'Breda', predicted_party: 1 },
  ],
  captain_party: null,
} as unknown as ActivePrediction;

describe('seatColorsFromCounts', () => {
  it('fills the seats party by party in ballot order and leaves the rest empty', () => {
    expect(
      seatColorsFromCounts(
        5,
        PARTIES,
        new Map([
          [2, 2],
          [1, 1],
        ]),
      ),
    ).toEqual(['#111111', '#222222', '#222222', null, null]);
  });
});

describe('partyRows', () => {
  it('shows the prediction with an unknown result before the seats are in', () => {
    expect(partyRows(PARTIES, PREDICTION, null)).toEqual([
      {
        id: 1,
        name: 'Alfa',
        color: '#111111',
        predicted: 1,
        actual: null,
        difference: null,
        points: null,
      },
      {
        id: 2,
        name: 'Beta',
        color: '#222222',
        predicted: 2,
        actual: null,
        difference: null,
        points: null,
      },
    ]);
  });

  it('takes the result, the difference and the seat points from the comparison', () => {
    const score = {
      party_seat_comparison: [
        {
          party_id: 1,
          party_name: 'Alfa',
          party_color: '#111111',
          predicted_seats: 1,
          actual_seats: 4,
          difference: -3,
          is_correct: false,
          accuracy: 40,
        },
        {
          party_id: 2,
          party_name: 'Beta',
          party_color: '#222222',
          predicted_seats: 2,
          actual_seats: 2,
          difference: 0,
          is_correct: true,
          accuracy: 100,
        },
      ],
    } as unknown as MyScoreWithResults;
    const rows = partyRows(PARTIES, PREDICTION, score);
    expect(rows.map((r) => [r.actual, r.difference, r.points])).toEqual([
      [4, -3, -1],
      [2, 0, 5],
    ]);
  });
});

describe('municipalityRows', () => {
  it('lists every played municipality, reported or not, with the player’s picks', () => {
    const score = {
      turnout_comparison: [
        {
          municipality_id: 10,
          municipality_name: 'Utrecht',
          predicted_turnout: 80,
          actual_turnout: 81.5,
          difference: -1.5,
          accuracy: 90,
        },
      ],
      biggest_party_comparison: [
        {
          municipality_id: 10,
          municipality_name: 'Utrecht',
          predicted_party: { name: 'Beta', color: '#222222' },
          actual_party: { name: 'Alfa', color: '#111111' },
          is_correct: false,
        },
      ],
    } as unknown as MyScoreWithResults;
    const rows = municipalityRows(
      [
        { id: 10, name: 'Utrecht' },
        { id: 11, name: 'Breda' },
      ],
      PARTIES,
      PREDICTION,
      score,
    );
    expect(rows).toEqual([
      {
        id: 10,
        name: 'Utrecht',
        predictedTurnout: 80,
        actualTurnout: 81.5,
        predictedParty: { name: 'Beta', color: '#222222' },
        actualParty: { name: 'Alfa', color: '#111111' },
        isPartyCorrect: false,
        turnoutAccuracy: 90,
      },
      {
        id: 11,
        name: 'Breda',
        predictedTurnout: null,
        actualTurnout: null,
        predictedParty: { name: 'Alfa', color: '#111111' },
        actualParty: null,
        isPartyCorrect: null,
        turnoutAccuracy: null,
      },
    ]);
  });
});

describe('rankMovement', () => {
  it('says up, down or the same, and nothing before a previous rank exists', () => {
    expect(rankMovement(2, 5)).toEqual({ kind: 'up', places: 3 });
    expect(rankMovement(7, 5)).toEqual({ kind: 'down', places: 2 });
    expect(rankMovement(4, 4)).toEqual({ kind: 'same', places: 0 });
    expect(rankMovement(4, null)).toBeNull();
    expect(rankMovement(null, 3)).toBeNull();
  });
});
