// Test fixtures for the admin modules: a small election built by hand, and players'
// predictions written straight into the tables (the tests here are about scoring and the admin
// area, not about how a player enters a prediction).

import { and, eq, inArray } from 'drizzle-orm';
import {
  biggestPartyPredictions,
  electionFirstCountCandidates,
  electionMunicipalities,
  elections,
  municipalities,
  parties,
  predictions,
  seatPredictions,
  turnoutPredictions,
} from '../../db/schema';
import type { TestApp } from '../../../test/helper';

export interface HandElection {
  id: number;
  seatCount: number;
  /** Party ids by letter, list numbers 1..5 in this order. */
  party: Record<'A' | 'B' | 'C' | 'D' | 'E', number>;
  /** Played municipalities. */
  amsterdam: number;
  utrecht: number;
  /** First-count candidates. */
  schiermonnikoog: number;
  vlieland: number;
  rozendaal: number;
  /** A municipality that exists but is not played in this election. */
  rotterdam: number;
}

/** An election day long past, as an election whose results are entered has. */
const HELD_ON = new Date('2025-10-29T06:30:00Z');
/** An election day to come, for a test whose players still save predictions. */
const TO_BE_HELD_ON = new Date('2030-03-20T07:30:00Z');

/**
 * An inactive election with `seatCount` seats (50 unless said), five parties A–E, Amsterdam and
 * Utrecht played and the usual three first-count candidates. Its predictions are closed, as they
 * are when results come in (docs/decisions/050-results-before-the-deadline.md), unless `open`: then closePredictions() ends
 * them once the players have saved theirs.
 */
export async function createHandElection(
  t: TestApp,
  name = 'Handverkiezing',
  seatCount = 50,
  options: { open?: boolean } = {},
): Promise<HandElection> {
  const db = t.database.db;
  const towns = await db
    .select({ id: municipalities.id, name: municipalities.name })
    .from(municipalities)
    .where(
      and(
        eq(municipalities.kind, 'gemeente'),
        inArray(municipalities.name, [
          'Amsterdam',
          'Utrecht',
          'Schiermonnikoog',
          'Vlieland',
          'Rozendaal',
          'Rotterdam',
        ]),
      ),
    );
  const town = (n: string) => {
    const found = towns.find((m) => m.name === n);
    if (!found) throw new Error(`seed has no ${n}`);
    return found.id;
  };
  const [election] = await db
    .insert(elections)
    .values({
      name,
      electionDate: options.open ? TO_BE_HELD_ON : HELD_ON,
      predictionsDeadline: options.open ? TO_BE_HELD_ON : HELD_ON,
      seatCount,
      isActive: false,
      isFinal: false,
    })
    .returning({ id: elections.id });
  const electionId = election!.id;
  const letters = ['A', 'B', 'C', 'D', 'E'] as const;
  const rows = await db
    .insert(parties)
    .values(
      letters.map((letter, index) => ({
        electionId,
        listNumber: index + 1,
        name: `Partij ${letter}`,
        hexcolor: `#${String(index + 1).repeat(6)}`,
      })),
    )
    .returning({ id: parties.id, listNumber: parties.listNumber });
  const party = Object.fromEntries(
    letters.map((letter, index) => [letter, rows.find((r) => r.listNumber === index + 1)!.id]),
  ) as HandElection['party'];
  await db.insert(electionMunicipalities).values([
    { electionId, municipalityId: town('Amsterdam') },
    { electionId, municipalityId: town('Utrecht') },
  ]);
  await db.insert(electionFirstCountCandidates).values([
    { electionId, municipalityId: town('Schiermonnikoog') },
    { electionId, municipalityId: town('Vlieland') },
    { electionId, municipalityId: town('Rozendaal') },
  ]);
  return {
    id: electionId,
    seatCount: 50,
    party,
    amsterdam: town('Amsterdam'),
    utrecht: town('Utrecht'),
    schiermonnikoog: town('Schiermonnikoog'),
    vlieland: town('Vlieland'),
    rozendaal: town('Rozendaal'),
    rotterdam: town('Rotterdam'),
  };
}

/** The deadline of the election a minute ago: players' predictions are final, results show. */
export async function closePredictions(t: TestApp, electionId: number): Promise<void> {
  await t.database.db
    .update(elections)
    .set({ predictionsDeadline: new Date(Date.now() - 60_000) })
    .where(eq(elections.id, electionId));
}

export interface PredictionSpec {
  /** Seats per party id; seats are numbered 0, 1, 2 … in this order. */
  seats?: [partyId: number, seats: number][];
  captainPartyId?: number | null;
  firstMunicipalityId?: number | null;
  countryTurnoutTenths?: number | null;
  turnoutTenths?: [municipalityId: number, tenths: number][];
  biggestParty?: [municipalityId: number, partyId: number][];
}

/** The prediction that matches the hand election's results exactly (see scoring.test.ts). */
export function exactPrediction(e: HandElection): PredictionSpec {
  const { A, B, C, D, E } = e.party;
  return {
    seats: [
      [A, 20],
      [B, 12],
      [C, 10],
      [D, 5],
      [E, 3],
    ],
    captainPartyId: A,
    firstMunicipalityId: e.vlieland,
    countryTurnoutTenths: 783,
    turnoutTenths: [
      [e.amsterdam, 700],
      [e.utrecht, 805],
    ],
    biggestParty: [
      [e.amsterdam, A],
      [e.utrecht, B],
    ],
  };
}

/** Writes one player's prediction for an election; returns the prediction id. */
export async function insertPrediction(
  t: TestApp,
  userId: number,
  electionId: number,
  spec: PredictionSpec,
): Promise<number> {
  const db = t.database.db;
  const [row] = await db
    .insert(predictions)
    .values({
      userId,
      electionId,
      captainPartyId: spec.captainPartyId ?? null,
      firstMunicipalityId: spec.firstMunicipalityId ?? null,
      countryTurnoutTenths: spec.countryTurnoutTenths ?? null,
    })
    .returning({ id: predictions.id });
  const predictionId = row!.id;
  let seatNumber = 0;
  const seatRows = (spec.seats ?? []).flatMap(([partyId, seats]) =>
    Array.from({ length: seats }, () => ({ predictionId, seatNumber: seatNumber++, partyId })),
  );
  if (seatRows.length > 0) await db.insert(seatPredictions).values(seatRows);
  if (spec.turnoutTenths?.length) {
    await db.insert(turnoutPredictions).values(
      spec.turnoutTenths.map(([municipalityId, turnoutTenths]) => ({
        predictionId,
        municipalityId,
        turnoutTenths,
      })),
    );
  }
  if (spec.biggestParty?.length) {
    await db.insert(biggestPartyPredictions).values(
      spec.biggestParty.map(([municipalityId, partyId]) => ({
        predictionId,
        municipalityId,
        partyId,
      })),
    );
  }
  return predictionId;
}

export async function activeElectionId(t: TestApp): Promise<number> {
  const [row] = await t.database.db
    .select({ id: elections.id })
    .from(elections)
    .where(eq(elections.isActive, true));
  return row!.id;
}
