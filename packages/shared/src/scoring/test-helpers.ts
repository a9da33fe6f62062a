// Builders for the scoring tests: short literals in, engine inputs out. Not exported.

import type { ElectionParty, PredictionInput, ResultInput } from './types';

/** `{ 1: 30, 2: 20 }` → a Map of party (or municipality) id to a number. */
export function byId(entries: Record<number, number>): Map<number, number> {
  return new Map(Object.entries(entries).map(([id, value]) => [Number(id), value]));
}

/** Parties with ids 1..n; list numbers equal the ids unless given. */
export function partiesNumbered(count: number, listNumbers?: readonly number[]): ElectionParty[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    listNumber: listNumbers?.[index] ?? index + 1,
  }));
}

export function emptyPrediction(overrides: Partial<PredictionInput> = {}): PredictionInput {
  return {
    seatsByParty: new Map(),
    captainPartyId: null,
    firstMunicipalityId: null,
    countryTurnoutTenths: null,
    turnoutTenthsByMunicipality: new Map(),
    biggestPartyByMunicipality: new Map(),
    ...overrides,
  };
}

/** A result in which nothing is official yet. */
export function emptyResult(overrides: Partial<ResultInput> = {}): ResultInput {
  return {
    parties: [],
    chamberSeatCount: 150,
    seatsByParty: null,
    firstCountedMunicipalityId: null,
    countryTurnoutTenths: null,
    turnoutTenthsByMunicipality: new Map(),
    biggestPartyByMunicipality: new Map(),
    ...overrides,
  };
}
