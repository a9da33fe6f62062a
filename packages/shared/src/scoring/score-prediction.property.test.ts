import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scorePrediction, type ScoreBreakdown } from './score-prediction';
import { jokerVoidAtOrBelow } from './seats';
import {
  completeResultArb,
  predictionArb,
  scenarioArb,
  type CompleteResult,
} from './test-arbitraries';
import type { PredictionInput } from './types';

const SECTIONS = [
  'seat_points',
  'captain_bonus_points',
  'turnout_points',
  'biggest_party_points',
  'municipality_selection_points',
  'top3_parties_points',
  'country_turnout_points',
] as const satisfies readonly (keyof ScoreBreakdown)[];

/**
 * The best score the rules (docs/rules.md#points) allow against a complete result, written out from
 * the rule text rather than from the engine: +5 per party, +5 joker, +8 top 3, +3 per turnout
 * municipality, +2 per biggest-party municipality, +2 first municipality, +5 national turnout.
 */
function maximumTotal(result: CompleteResult): number {
  return (
    5 * result.parties.length +
    5 +
    8 +
    3 * result.turnoutTenthsByMunicipality.size +
    2 * result.biggestPartyByMunicipality.size +
    2 +
    5
  );
}

/** A prediction that copies the result, with the joker on a party large enough to count. */
const perfectCaseArb = completeResultArb.chain((result) => {
  const jokerCandidates = result.parties.filter(
    (party) =>
      (result.seatsByParty.get(party.id) ?? 0) > jokerVoidAtOrBelow(result.chamberSeatCount),
  );
  return fc.constantFrom(...jokerCandidates).map((joker) => {
    const prediction: PredictionInput = {
      seatsByParty: new Map(result.seatsByParty),
      captainPartyId: joker.id,
      firstMunicipalityId: result.firstCountedMunicipalityId,
      countryTurnoutTenths: result.countryTurnoutTenths,
      turnoutTenthsByMunicipality: new Map(result.turnoutTenthsByMunicipality),
      biggestPartyByMunicipality: new Map(result.biggestPartyByMunicipality),
    };
    return { prediction, result };
  });
});

describe('scorePrediction properties', () => {
  it('gives a perfect prediction the maximum possible total', () => {
    fc.assert(
      fc.property(perfectCaseArb, ({ prediction, result }) => {
        expect(scorePrediction(prediction, result).total_points).toBe(maximumTotal(result));
      }),
    );
  });

  it('never gives any prediction more than the maximum possible total', () => {
    const caseArb = completeResultArb.chain((result) =>
      predictionArb(result.parties).map((prediction) => ({ prediction, result })),
    );
    fc.assert(
      fc.property(caseArb, ({ prediction, result }) => {
        expect(scorePrediction(prediction, result).total_points).toBeLessThanOrEqual(
          maximumTotal(result),
        );
      }),
    );
  });

  it('lets the joker change no section but the captain bonus', () => {
    const jokerArb = fc.option(fc.integer({ min: 1, max: 13 }));
    fc.assert(
      fc.property(scenarioArb, jokerArb, ({ prediction, result }, otherJoker) => {
        const original = scorePrediction(prediction, result);
        const swapped = scorePrediction({ ...prediction, captainPartyId: otherJoker }, result);
        for (const section of SECTIONS) {
          if (section !== 'captain_bonus_points') expect(swapped[section]).toBe(original[section]);
        }
        expect(swapped.pending).toEqual(original.pending);
        expect(swapped.total_points - swapped.captain_bonus_points).toBe(
          original.total_points - original.captain_bonus_points,
        );
      }),
    );
  });

  it('gives the joker nothing when its party won no more than the threshold of the chamber', () => {
    fc.assert(
      fc.property(scenarioArb, ({ prediction, result }) => {
        const joker = prediction.captainPartyId;
        if (result.seatsByParty === null || joker === null) return;
        const won = result.seatsByParty.get(joker) ?? 0;
        const score = scorePrediction(prediction, result);
        if (won <= jokerVoidAtOrBelow(result.chamberSeatCount)) {
          expect(score.captain_bonus_points).toBe(0);
        } else {
          // Above the threshold the joker repeats its party's own seat points.
          const predicted = prediction.seatsByParty.get(joker) ?? 0;
          const off = Math.abs(predicted - won);
          expect(score.captain_bonus_points).toBe([5, 2, 1, -1, -2][off] ?? -3);
        }
      }),
    );
  });

  it('always reports a total equal to the sum of the sections', () => {
    fc.assert(
      fc.property(scenarioArb, ({ prediction, result }) => {
        const score = scorePrediction(prediction, result);
        const sum = SECTIONS.reduce((total, section) => total + score[section], 0);
        expect(score.total_points).toBe(sum);
      }),
    );
  });

  it('scores 0 in every section whose result is still pending', () => {
    fc.assert(
      fc.property(scenarioArb, ({ prediction, result }) => {
        const score = scorePrediction(prediction, result);
        if (score.pending.seats) {
          expect([
            score.seat_points,
            score.captain_bonus_points,
            score.top3_parties_points,
          ]).toEqual([0, 0, 0]);
        }
        if (score.pending.turnout) expect(score.turnout_points).toBe(0);
        if (score.pending.biggest_party) expect(score.biggest_party_points).toBe(0);
        if (score.pending.municipality_selection) {
          expect(score.municipality_selection_points).toBe(0);
        }
        if (score.pending.country_turnout) expect(score.country_turnout_points).toBe(0);
      }),
    );
  });
});
