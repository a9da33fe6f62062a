// fast-check generators for the scoring property tests. Not exported.

import fc from 'fast-check';
import { TOP3_POSITIONS } from '../constants';
import { jokerVoidAtOrBelow } from './seats';
import type { ElectionParty, PredictionInput, ResultInput } from './types';

const MUNICIPALITY_IDS = [101, 102, 103, 104, 105, 106];
const tenthsArb = fc.integer({ min: 0, max: 1000 });
/** The Tweede Kamer, the Eerste Kamer, a small Staten, and any chamber up to 250 seats. */
const chamberSeatCountArb = fc.oneof(
  fc.constantFrom(150, 75, 31),
  fc.integer({ min: 1, max: 250 }),
);

/** 1–12 parties with ids 1..n and distinct, shuffled list numbers. */
export const partiesArb: fc.Arbitrary<ElectionParty[]> = fc
  .integer({ min: 1, max: 12 })
  .chain((count) =>
    fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: count, maxLength: count }),
  )
  .map((listNumbers) => listNumbers.map((listNumber, index) => ({ id: index + 1, listNumber })));

function seatsArb(parties: readonly ElectionParty[]): fc.Arbitrary<Map<number, number>> {
  return fc
    .array(fc.integer({ min: 0, max: 60 }), {
      minLength: parties.length,
      maxLength: parties.length,
    })
    .map((counts) => new Map(parties.map((party, index) => [party.id, counts[index] ?? 0])));
}

/** Some of the municipalities, each with a value. */
function perMunicipalityArb<T>(valueArb: fc.Arbitrary<T>): fc.Arbitrary<Map<number, T>> {
  return fc
    .subarray(MUNICIPALITY_IDS)
    .chain((ids) =>
      fc
        .array(valueArb, { minLength: ids.length, maxLength: ids.length })
        .map((values) => new Map(ids.map((id, index) => [id, values[index] as T]))),
    );
}

function partyIdArb(parties: readonly ElectionParty[]): fc.Arbitrary<number> {
  // One id beyond the election: a stale pick must not break anything.
  return fc.integer({ min: 1, max: parties.length + 1 });
}

export function predictionArb(parties: readonly ElectionParty[]): fc.Arbitrary<PredictionInput> {
  return fc.record({
    seatsByParty: seatsArb(parties),
    captainPartyId: fc.option(partyIdArb(parties)),
    firstMunicipalityId: fc.option(fc.constantFrom(...MUNICIPALITY_IDS)),
    countryTurnoutTenths: fc.option(tenthsArb),
    turnoutTenthsByMunicipality: perMunicipalityArb(tenthsArb),
    biggestPartyByMunicipality: perMunicipalityArb(partyIdArb(parties)),
  });
}

/** Results in any state: each section may still be missing. */
export function resultArb(parties: readonly ElectionParty[]): fc.Arbitrary<ResultInput> {
  return fc.record({
    parties: fc.constant(parties),
    chamberSeatCount: chamberSeatCountArb,
    seatsByParty: fc.option(seatsArb(parties)),
    firstCountedMunicipalityId: fc.option(fc.constantFrom(...MUNICIPALITY_IDS)),
    countryTurnoutTenths: fc.option(tenthsArb),
    turnoutTenthsByMunicipality: perMunicipalityArb(tenthsArb),
    biggestPartyByMunicipality: perMunicipalityArb(partyIdArb(parties)),
  });
}

/** Any parties with a prediction and a result for them. */
export const scenarioArb = partiesArb.chain((parties) =>
  fc.record({ prediction: predictionArb(parties), result: resultArb(parties) }),
);

/**
 * A result in which every section is official, at least TOP3_POSITIONS parties won seats and
 * at least one party won more than jokerVoidAtOrBelow(chamberSeatCount), so every point is
 * attainable.
 */
export interface CompleteResult extends ResultInput {
  seatsByParty: Map<number, number>;
  firstCountedMunicipalityId: number;
  countryTurnoutTenths: number;
}

export const completeResultArb: fc.Arbitrary<CompleteResult> = partiesArb
  .filter((parties) => parties.length >= TOP3_POSITIONS)
  .chain((parties) =>
    chamberSeatCountArb.map((chamberSeatCount) => ({ parties, chamberSeatCount })),
  )
  .chain(({ parties, chamberSeatCount }) =>
    fc.record({
      parties: fc.constant(parties),
      chamberSeatCount: fc.constant(chamberSeatCount),
      seatsByParty: seatsArb(parties).filter((seats) => {
        const counts = [...seats.values()];
        return (
          counts.filter((count) => count >= 1).length >= TOP3_POSITIONS &&
          counts.some((count) => count > jokerVoidAtOrBelow(chamberSeatCount))
        );
      }),
      firstCountedMunicipalityId: fc.constantFrom(...MUNICIPALITY_IDS),
      countryTurnoutTenths: tenthsArb,
      turnoutTenthsByMunicipality: perMunicipalityArb(tenthsArb).filter((m) => m.size > 0),
      biggestPartyByMunicipality: perMunicipalityArb(
        fc.integer({ min: 1, max: parties.length }),
      ).filter((m) => m.size > 0),
    }),
  );
