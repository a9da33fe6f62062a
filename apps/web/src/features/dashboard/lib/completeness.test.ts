import { describe, expect, it } from 'vitest';
import { emptyPrediction } from '../testing/fake-server';
import {
  completeness,
  progressFromPrediction,
  sectionForAnchor,
  SECTION_ANCHORS,
  SECTION_KEYS,
  type PredictionProgress,
} from './completeness';

const PLAYED = [101, 102];

function progress(overrides: Partial<PredictionProgress> = {}): PredictionProgress {
  return {
    seatCount: 150,
    seatsAssigned: 150,
    hasFirstMunicipality: true,
    hasNationalTurnout: true,
    biggestPartyIds: new Set(PLAYED),
    turnoutIds: new Set(PLAYED),
    hasJoker: true,
    ...overrides,
  };
}

describe('completeness of a prediction (decision 019)', () => {
  it('counts a fully filled prediction as six of six sections, complete', () => {
    const result = completeness(progress(), PLAYED);
    expect(result.finishedCount).toBe(6);
    expect(result.sectionCount).toBe(6);
    expect(result.isComplete).toBe(true);
    expect(Object.values(result.sections).every(Boolean)).toBe(true);
  });

  it('counts an empty prediction as none finished', () => {
    const result = completeness(progressFromPrediction(emptyPrediction()), PLAYED);
    expect(result.finishedCount).toBe(0);
    expect(result.seatsAssigned).toBe(0);
    expect(result.seatCount).toBe(150);
    expect(result.isComplete).toBe(false);
  });

  it.each([
    [149, false],
    [150, true],
  ])('finishes the seats only when every seat holds a party (%i of 150)', (assigned, done) => {
    const result = completeness(progress({ seatsAssigned: assigned }), PLAYED);
    expect(result.sections.seats).toBe(done);
    expect(result.seatsAssigned).toBe(assigned);
  });

  it('finishes the seats of an election with another seat count by that count', () => {
    expect(
      completeness(progress({ seatCount: 75, seatsAssigned: 75 }), PLAYED).sections.seats,
    ).toBe(true);
  });

  it.each([
    ['hasFirstMunicipality', 'firstMunicipality'],
    ['hasNationalTurnout', 'nationalTurnout'],
    ['hasJoker', 'joker'],
  ] as const)('leaves a single choice unfinished until it is made (%s)', (field, section) => {
    const result = completeness(progress({ [field]: false }), PLAYED);
    expect(result.sections[section]).toBe(false);
    expect(result.finishedCount).toBe(5);
  });

  it.each([
    ['biggestPartyIds', 'biggestParty'],
    ['turnoutIds', 'municipalityTurnout'],
  ] as const)('needs every played municipality for %s', (field, section) => {
    expect(completeness(progress({ [field]: new Set([101]) }), PLAYED).sections[section]).toBe(
      false,
    );
    // A municipality that is no longer played does not make up for a missing one.
    expect(completeness(progress({ [field]: new Set([101, 999]) }), PLAYED).sections[section]).toBe(
      false,
    );
    expect(
      completeness(progress({ [field]: new Set([101, 102, 999]) }), PLAYED).sections[section],
    ).toBe(true);
  });

  it('counts the municipality sections as finished when no municipality is played', () => {
    const result = completeness(
      progress({ biggestPartyIds: new Set(), turnoutIds: new Set() }),
      [],
    );
    expect(result.sections.biggestParty).toBe(true);
    expect(result.sections.municipalityTurnout).toBe(true);
  });

  it('reads a saved prediction as the server sends it', () => {
    const result = completeness(
      progressFromPrediction(
        emptyPrediction({
          seat_predictions: [
            { seat_number: 0, party: 11 },
            { seat_number: 1, party: 12 },
          ],
          selected_municipality: { municipality_name: 'Vlieland' },
          country_turnout_prediction: { predicted_turnout: 78.5 },
          turnout_predictions: [
            { municipality: 101, municipality_name: 'Amsterdam', predicted_turnout: 70 },
          ],
          biggest_party_predictions: [
            { municipality: 101, municipality_name: 'Amsterdam', predicted_party: 11 },
            { municipality: 102, municipality_name: 'Vlieland', predicted_party: 12 },
          ],
          captain_party: { selected_party: 12 },
        }),
      ),
      PLAYED,
    );
    expect(result.sections).toEqual({
      seats: false,
      firstMunicipality: true,
      nationalTurnout: true,
      biggestParty: true,
      municipalityTurnout: false,
      joker: true,
    });
    expect(result.finishedCount).toBe(4);
    expect(result.seatsAssigned).toBe(2);
  });

  it('maps every section to its element id and back', () => {
    for (const key of SECTION_KEYS) expect(sectionForAnchor(SECTION_ANCHORS[key])).toBe(key);
    expect(sectionForAnchor('iets-anders')).toBeNull();
  });
});
