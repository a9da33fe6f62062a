import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, sql } from 'drizzle-orm';
import { createTestDatabase } from '../../../test/helper';
import type { Database } from '../client';
import {
  electionFirstCountCandidates,
  electionMunicipalities,
  elections,
  municipalities,
  parties,
  seatResults,
} from '../schema';
import { seedDatabase } from './seed';

async function snapshot(database: Database) {
  const { db } = database;
  return {
    municipalities: await db.select().from(municipalities).orderBy(asc(municipalities.id)),
    elections: await db.select().from(elections).orderBy(asc(elections.id)),
    parties: await db.select().from(parties).orderBy(asc(parties.id)),
    seatResults: await db.select().from(seatResults).orderBy(asc(seatResults.partyId)),
    played: await db.select().from(electionMunicipalities),
    candidates: await db.select().from(electionFirstCountCandidates),
  };
}

describe('the seed', () => {
  let database: Database;
  const seededAt = new Date('2026-11-01T12:00:00Z');
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, seededAt);
  });
  afterAll(() => database.close());

  it('loads all 342 municipalities', async () => {
    const [row] = await database.db.select({ n: count() }).from(municipalities);
    expect(row!.n).toBe(342);
  });

  it('creates the historic TK2025 election, inactive and final, with 150 official seats', async () => {
    const [tk] = await database.db.select().from(elections).where(eq(elections.seedKey, 'tk2025'));
    expect(tk).toMatchObject({
      isActive: false,
      isFinal: true,
      seatCount: 150,
      countryTurnoutTenths: 783,
    });
    const [total] = await database.db
      .select({ seats: sql<number>`sum(${seatResults.seats})::int` })
      .from(seatResults)
      .where(eq(seatResults.electionId, tk!.id));
    expect(total!.seats).toBe(150);
    const [d66] = await database.db
      .select({ seats: seatResults.seats })
      .from(seatResults)
      .innerJoin(parties, eq(parties.id, seatResults.partyId))
      .where(sql`${parties.electionId} = ${tk!.id} and ${parties.name} = 'D66'`);
    expect(d66!.seats).toBe(26);
  });

  it('creates one active election with the TK2025 parties, 150 seats and a deadline 30 days out', async () => {
    const active = await database.db.select().from(elections).where(eq(elections.isActive, true));
    expect(active).toHaveLength(1);
    expect(active[0]!.seatCount).toBe(150);
    expect(active[0]!.isFinal).toBe(false);
    expect(active[0]!.predictionsDeadline.toISOString()).toBe('2026-12-01T12:00:00.000Z');
    const [n] = await database.db
      .select({ n: count() })
      .from(parties)
      .where(eq(parties.electionId, active[0]!.id));
    expect(n!.n).toBe(27);
  });

  it('plays thirteen municipalities with Schiermonnikoog, Vlieland and Rozendaal as first-count candidates', async () => {
    const [active] = await database.db.select().from(elections).where(eq(elections.isActive, true));
    const candidates = await database.db
      .select({ name: municipalities.name })
      .from(electionFirstCountCandidates)
      .innerJoin(municipalities, eq(municipalities.id, electionFirstCountCandidates.municipalityId))
      .where(eq(electionFirstCountCandidates.electionId, active!.id));
    expect(candidates.map((c) => c.name).sort()).toEqual([
      'Rozendaal',
      'Schiermonnikoog',
      'Vlieland',
    ]);
    const [played] = await database.db
      .select({ n: count() })
      .from(electionMunicipalities)
      .where(eq(electionMunicipalities.electionId, active!.id));
    expect(played!.n).toBe(13);
  });

  it('changes nothing when run a second time, even later', async () => {
    const before = await snapshot(database);
    const report = await seedDatabase(database.db, new Date('2027-03-01T00:00:00Z'));
    expect(report.createdElections).toEqual([]);
    expect(await snapshot(database)).toEqual(before);
  });
});
