// The plain data the scoring engine reads. No I/O, no clock: the server loads these from the
// database, the tests write them by hand.
//
// Keyed collections are `ReadonlyMap`s, not `Record`s: party and municipality ids are numbers,
// and a Record would turn them into string keys (`Object.entries` hands back '12', not 12).

export type PartyId = number;
export type MunicipalityId = number;

/** A turnout as an integer number of tenths of a percent: 78.3% is 783 (see tenths.ts). */
export type Tenths = number;

/** Seats per party. A party that is missing has 0 seats. */
export type SeatCounts = ReadonlyMap<PartyId, number>;

/**
 * A party of the election; the list number breaks ties in the player's top 3
 * (docs/rules.md#points).
 */
export interface ElectionParty {
  id: PartyId;
  listNumber: number;
}

/** One player's prediction. Every field may be empty: a missing answer scores 0. */
export interface PredictionInput {
  /** Seats the player assigned to each party; a party without seats may be left out. */
  seatsByParty: SeatCounts;
  /** The joker (captain) party, or null without a joker. */
  captainPartyId: PartyId | null;
  firstMunicipalityId: MunicipalityId | null;
  countryTurnoutTenths: Tenths | null;
  turnoutTenthsByMunicipality: ReadonlyMap<MunicipalityId, Tenths>;
  biggestPartyByMunicipality: ReadonlyMap<MunicipalityId, PartyId>;
}

/**
 * The official results so far. A section without a result (null, or an empty map) scores 0
 * and is reported as pending (docs/rules.md#points).
 */
export interface ResultInput {
  /** Every party of the election: each one is scored, with 0 predicted seats if none. */
  parties: readonly ElectionParty[];
  /** The seats of the chamber elected (150, 75, a Staten's size): scales the joker's threshold. */
  chamberSeatCount: number;
  /** Official seats per party, or null while there is no seat result yet. */
  seatsByParty: SeatCounts | null;
  firstCountedMunicipalityId: MunicipalityId | null;
  countryTurnoutTenths: Tenths | null;
  /** Only the municipalities that have an official turnout. */
  turnoutTenthsByMunicipality: ReadonlyMap<MunicipalityId, Tenths>;
  /** Only the municipalities that have an official biggest party. */
  biggestPartyByMunicipality: ReadonlyMap<MunicipalityId, PartyId>;
}
