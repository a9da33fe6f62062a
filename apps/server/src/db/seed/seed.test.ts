import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, sql } from 'drizzle-orm';
import { createTestDatabase } from '../../../test/helper';
import type { Database } from '../client';
import {
  electionFirstCountCandidates,
  electionMunicipalities,
  elections,
  electoralColleges,
  municipalities,
  parties,
  seatResults,
} from '../schema';
import { seedDatabase, seedPracticeTkElection } from './seed';

async function snapshot(database: Database) {
  const { db } = database;
  return {
    municipalities: await db.select().from(municipalities).orderBy(asc(municipalities.id)),
    elections: await db.select().from(elections).orderBy(asc(elections.id)),
    parties: await db.select().from(parties).orderBy(asc(parties.id)),
    seatResults: await db.select().from(seatResults).orderBy(asc(seatResults.partyId)),
    played: await db.select().from(electionMunicipalities),
    candidates: await db.select().from(electionFirstCountCandidates),
    colleges: await db.select().from(electoralColleges),
  };
}

describe('the seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db);
  });
  afterAll(() => database.close());

  it('loads all 342 municipalities, the twelve provinces and four kiescolleges', async () => {
    const rows = await database.db
      .select({ kind: municipalities.kind, n: count() })
      .from(municipalities)
      .groupBy(municipalities.kind)
      .orderBy(municipalities.kind);
    expect(rows).toEqual([
      { kind: 'gemeente', n: 342 },
      { kind: 'kiescollege', n: 4 },
      { kind: 'provincie', n: 12 },
    ]);
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

  it('makes Provinciale Statenverkiezingen 2027 the active election: 75 Eerste Kamer seats, polls open at 07:30', async () => {
    const active = await database.db.select().from(elections).where(eq(elections.isActive, true));
    expect(active).toHaveLength(1);
    expect(active[0]).toMatchObject({
      name: 'Provinciale Statenverkiezingen 2027',
      category: 'PS',
      seatCount: 75,
      isFinal: false,
      chamberSeatsOfficial: false,
    });
    expect(active[0]!.predictionsDeadline.toISOString()).toBe('2027-03-17T06:30:00.000Z');
    const names = await database.db
      .select({ name: parties.name })
      .from(parties)
      .where(eq(parties.electionId, active[0]!.id))
      .orderBy(asc(parties.listNumber));
    // Every party in the Tweede Kamer (TK2025) or the Eerste Kamer (2023) today.
    expect(names.map((p) => p.name)).toEqual([
      'PVV',
      'D66',
      'VVD',
      'GroenLinks-PvdA',
      'CDA',
      'JA21',
      'FVD',
      'BBB',
      'SP',
      'DENK',
      'PvdD',
      'SGP',
      'ChristenUnie',
      '50PLUS',
      'Volt',
      'OPNL',
    ]);
  });

  it('plays the twelve provinces, each with its 2023 Staten as provisional values', async () => {
    const [active] = await database.db.select().from(elections).where(eq(elections.isActive, true));
    const played = await database.db
      .select({ name: municipalities.name, kind: municipalities.kind })
      .from(electionMunicipalities)
      .innerJoin(municipalities, eq(municipalities.id, electionMunicipalities.municipalityId))
      .where(eq(electionMunicipalities.electionId, active!.id));
    expect(played).toHaveLength(12);
    expect(played.every((r) => r.kind === 'provincie')).toBe(true);
    const colleges = await database.db
      .select({
        name: municipalities.name,
        members: electoralColleges.memberCount,
        stemwaarde: electoralColleges.stemwaarde,
        provisional: electoralColleges.valuesProvisional,
      })
      .from(electoralColleges)
      .innerJoin(municipalities, eq(municipalities.id, electoralColleges.regionId))
      .where(eq(electoralColleges.electionId, active!.id));
    expect(colleges).toHaveLength(12);
    expect(colleges.find((c) => c.name === 'Drenthe')).toEqual({
      name: 'Drenthe',
      members: 43,
      stemwaarde: 117,
      provisional: true,
    });
    expect(colleges.reduce((sum, c) => sum + c.members, 0)).toBe(572);
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
  });

  it('changes nothing when run a second time, even later', async () => {
    const before = await snapshot(database);
    const report = await seedDatabase(database.db);
    expect(report.createdElections).toEqual([]);
    expect(await snapshot(database)).toEqual(before);
  });

  it('leaves an election an admin made active alone', async () => {
    const other = await createTestDatabase();
    try {
      await other.db.insert(elections).values({
        name: 'Vervroegde Tweede Kamerverkiezing',
        electionDate: new Date('2027-01-20T06:30:00Z'),
        predictionsDeadline: new Date('2027-01-20T06:30:00Z'),
        isActive: true,
      });
      await seedDatabase(other.db);
      const active = await other.db.select().from(elections).where(eq(elections.isActive, true));
      expect(active.map((e) => e.name)).toEqual(['Vervroegde Tweede Kamerverkiezing']);
    } finally {
      await other.close();
    }
  });
});

describe('the practice Tweede Kamer election', () => {
  it('plays the TK2025 parties and thirteen municipalities, active, its deadline 30 days out', async () => {
    const database = await createTestDatabase();
    try {
      await seedDatabase(database.db);
      await seedPracticeTkElection(database.db, new Date('2026-11-01T12:00:00Z'));
      const [active] = await database.db
        .select()
        .from(elections)
        .where(eq(elections.isActive, true));
      expect(active).toMatchObject({ category: 'TK', seatCount: 150 });
      expect(active!.predictionsDeadline.toISOString()).toBe('2026-12-01T12:00:00.000Z');
      const [played] = await database.db
        .select({ n: count() })
        .from(electionMunicipalities)
        .where(eq(electionMunicipalities.electionId, active!.id));
      expect(played!.n).toBe(13);
      const [n] = await database.db
        .select({ n: count() })
        .from(parties)
        .where(eq(parties.electionId, active!.id));
      expect(n!.n).toBe(27);
    } finally {
      await database.close();
    }
  });
});
