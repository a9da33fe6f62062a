import { and, asc, count, desc, eq, inArray, max, ne, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ElectionCategory } from '@zetelpoule/shared';
import type { DbOrTx } from '../../db/client';
import {
  biggestPartyPredictions,
  biggestPartyResults,
  electionFirstCountCandidates,
  electionMunicipalities,
  elections,
  municipalities,
  parties,
  predictions,
  resultsChanges,
  seatPredictions,
  seatResults,
  statenSeatResults,
  turnoutResults,
} from '../../db/schema';

export type Election = typeof elections.$inferSelect;
export type NewElection = typeof elections.$inferInsert;
export type ElectionParty = typeof parties.$inferSelect;

/** The active election is the unit of play; at most one exists. */
export async function findActiveElection(db: DbOrTx): Promise<Election | undefined> {
  const [election] = await db.select().from(elections).where(eq(elections.isActive, true));
  return election;
}

/** Every election, the newest first (by election date). */
export function listElectionsNewestFirst(db: DbOrTx) {
  return db.select().from(elections).orderBy(desc(elections.electionDate), desc(elections.id));
}

/** The most recent election of a category (by election date), to take its set-up from. */
export async function findLatestElectionOfCategory(
  db: DbOrTx,
  category: ElectionCategory,
): Promise<Election | undefined> {
  const [row] = await db
    .select()
    .from(elections)
    .where(eq(elections.category, category))
    .orderBy(desc(elections.electionDate), desc(elections.id))
    .limit(1);
  return row;
}

export async function findElectionById(db: DbOrTx, id: number): Promise<Election | undefined> {
  const [election] = await db.select().from(elections).where(eq(elections.id, id));
  return election;
}

/**
 * The election, row-locked until the transaction ends, so results entry, election edits and a
 * score calculation of one election run one after the other and scoring reads one consistent
 * set of results. `no key update` (not `update`) so that players' prediction inserts, which
 * only key-share-lock the election through their foreign key, are never blocked by it.
 */
export async function lockElection(db: DbOrTx, id: number): Promise<Election | undefined> {
  const [election] = await db
    .select()
    .from(elections)
    .where(eq(elections.id, id))
    .for('no key update');
  return election;
}

/**
 * The election, row-locked `for update`: as lockElection, and it also waits for every player's
 * write in flight (each key-share-locks the active election's row, predictions.repo) and holds
 * off new ones until the transaction ends. For the edits a write must never interleave with:
 * lowering seat_count while a seat beyond it is saved, deleting a party a save is naming
 * (docs/decisions/014-election-edits-lock-out-prediction-writes.md).
 */
export async function lockElectionAgainstWrites(
  db: DbOrTx,
  id: number,
): Promise<Election | undefined> {
  const [election] = await db.select().from(elections).where(eq(elections.id, id)).for('update');
  return election;
}

/**
 * Serialises every transaction that changes which election is active: two concurrent
 * activations would otherwise both pass "deactivate the others" and one would trip the
 * one-active-election index with a 500.
 */
export async function lockActivation(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(7240151)`);
}

/** Every election, newest first, with the total of its entered seat result. */
export function listElectionsWithSeatTotals(db: DbOrTx) {
  return db
    .select({
      election: elections,
      seatTotal: sql<number>`coalesce(sum(${seatResults.seats}), 0)::int`,
    })
    .from(elections)
    .leftJoin(seatResults, eq(seatResults.electionId, elections.id))
    .groupBy(elections.id)
    .orderBy(desc(elections.id));
}

export async function insertElection(db: DbOrTx, values: NewElection): Promise<Election> {
  const [election] = await db.insert(elections).values(values).returning();
  return election!;
}

export async function updateElection(
  db: DbOrTx,
  id: number,
  values: Partial<NewElection>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(elections).set(values).where(eq(elections.id, id));
}

/** What a results change is about: a results tab, the import, or the status. */
export type ResultsSection =
  | 'seats'
  | 'turnout'
  | 'biggest-party'
  | 'country-turnout'
  | 'municipality-selection'
  | 'played-municipalities'
  | 'import'
  | 'staten'
  | 'status';

/**
 * A results change is stored with its time, and the election remembers the latest
 * change of a result, in the transaction of the change itself. Making results final (or not)
 * is logged but changes no result: players keep the rank movement of the last real change.
 */
export async function recordResultsChange(
  db: DbOrTx,
  electionId: number,
  section: ResultsSection,
  userId: number | null,
): Promise<void> {
  const [change] = await db
    .insert(resultsChanges)
    .values({ electionId, section, userId })
    .returning({ changedAt: resultsChanges.changedAt });
  if (section === 'status') return;
  await db
    .update(elections)
    .set({ resultsUpdatedAt: change!.changedAt })
    .where(eq(elections.id, electionId));
}

export async function deactivateOtherElections(db: DbOrTx, keepId: number | null): Promise<void> {
  await db
    .update(elections)
    .set({ isActive: false })
    .where(
      keepId === null
        ? eq(elections.isActive, true)
        : and(eq(elections.isActive, true), ne(elections.id, keepId)),
    );
}

/* ---------- Municipalities ---------- */

/** Every municipality (not the provinces or kiescolleges that share the table), by name. */
export function listAllMunicipalities(db: DbOrTx) {
  return db
    .select({ id: municipalities.id, name: municipalities.name, province: municipalities.province })
    .from(municipalities)
    .where(eq(municipalities.kind, 'gemeente'))
    .orderBy(asc(municipalities.name), asc(municipalities.id));
}

/** Regions of any kind by id, with their kind. */
export function findMunicipalitiesByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: municipalities.id, name: municipalities.name, kind: municipalities.kind })
    .from(municipalities)
    .where(inArray(municipalities.id, ids));
}

/** Municipalities by name (the province of Utrecht is not the municipality of Utrecht). */
export function findMunicipalitiesByNames(db: DbOrTx, names: readonly string[]) {
  return db
    .select({ id: municipalities.id, name: municipalities.name })
    .from(municipalities)
    .where(and(eq(municipalities.kind, 'gemeente'), inArray(municipalities.name, [...names])));
}

export function listPlayedMunicipalities(db: DbOrTx, electionId: number) {
  return db
    .select({ id: municipalities.id, name: municipalities.name })
    .from(electionMunicipalities)
    .innerJoin(municipalities, eq(municipalities.id, electionMunicipalities.municipalityId))
    .where(eq(electionMunicipalities.electionId, electionId))
    .orderBy(asc(municipalities.name));
}

export function listFirstCountCandidates(db: DbOrTx, electionId: number) {
  return db
    .select({ id: municipalities.id, name: municipalities.name })
    .from(electionFirstCountCandidates)
    .innerJoin(municipalities, eq(municipalities.id, electionFirstCountCandidates.municipalityId))
    .where(eq(electionFirstCountCandidates.electionId, electionId))
    .orderBy(asc(municipalities.name));
}

export async function replacePlayedMunicipalities(
  db: DbOrTx,
  electionId: number,
  municipalityIds: number[],
): Promise<void> {
  await db.delete(electionMunicipalities).where(eq(electionMunicipalities.electionId, electionId));
  if (municipalityIds.length === 0) return;
  await db
    .insert(electionMunicipalities)
    .values(municipalityIds.map((municipalityId) => ({ electionId, municipalityId })));
}

export async function replaceFirstCountCandidates(
  db: DbOrTx,
  electionId: number,
  municipalityIds: number[],
): Promise<void> {
  await db
    .delete(electionFirstCountCandidates)
    .where(eq(electionFirstCountCandidates.electionId, electionId));
  if (municipalityIds.length === 0) return;
  await db
    .insert(electionFirstCountCandidates)
    .values(municipalityIds.map((municipalityId) => ({ electionId, municipalityId })));
}

/** Turnout and biggest-party results of municipalities that are no longer played. */
export async function deleteResultsOutside(
  db: DbOrTx,
  electionId: number,
  playedIds: number[],
): Promise<void> {
  const outside = (column: AnyPgColumn) =>
    playedIds.length === 0 ? sql`true` : notInArray(column, playedIds);
  await db
    .delete(turnoutResults)
    .where(and(eq(turnoutResults.electionId, electionId), outside(turnoutResults.municipalityId)));
  await db
    .delete(biggestPartyResults)
    .where(
      and(
        eq(biggestPartyResults.electionId, electionId),
        outside(biggestPartyResults.municipalityId),
      ),
    );
}

/* ---------- Parties ---------- */

const partyColumns = {
  id: parties.id,
  name: parties.name,
  hexcolor: parties.hexcolor,
  list_number: parties.listNumber,
};

export function listElectionParties(db: DbOrTx, electionId: number) {
  return db
    .select(partyColumns)
    .from(parties)
    .where(eq(parties.electionId, electionId))
    .orderBy(asc(parties.listNumber));
}

export async function findElectionParty(db: DbOrTx, electionId: number, partyId: number) {
  const [party] = await db
    .select(partyColumns)
    .from(parties)
    .where(and(eq(parties.electionId, electionId), eq(parties.id, partyId)));
  return party;
}

export async function highestListNumber(db: DbOrTx, electionId: number): Promise<number> {
  const [row] = await db
    .select({ value: max(parties.listNumber) })
    .from(parties)
    .where(eq(parties.electionId, electionId));
  return row?.value ?? 0;
}

export async function isListNumberTaken(
  db: DbOrTx,
  electionId: number,
  listNumber: number,
  exceptPartyId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: parties.id })
    .from(parties)
    .where(
      and(
        eq(parties.electionId, electionId),
        eq(parties.listNumber, listNumber),
        exceptPartyId === undefined ? undefined : ne(parties.id, exceptPartyId),
      ),
    );
  return row !== undefined;
}

export async function insertParty(
  db: DbOrTx,
  values: { electionId: number; name: string; hexcolor: string; listNumber: number },
) {
  const [party] = await db.insert(parties).values(values).returning(partyColumns);
  return party!;
}

/** Copies the party list of one election to another (a new election starts with it). */
export async function copyParties(db: DbOrTx, fromElectionId: number, toElectionId: number) {
  await db.execute(sql`
    insert into ${parties} (election_id, list_number, name, hexcolor)
    select ${toElectionId}, list_number, name, hexcolor from ${parties}
    where election_id = ${fromElectionId}`);
}

export async function updateParty(
  db: DbOrTx,
  partyId: number,
  values: Partial<{ name: string; hexcolor: string; listNumber: number }>,
) {
  const [party] = await db
    .update(parties)
    .set(values)
    .where(eq(parties.id, partyId))
    .returning(partyColumns);
  return party!;
}

export async function deleteParty(db: DbOrTx, partyId: number): Promise<void> {
  await db.delete(parties).where(eq(parties.id, partyId));
}

/** What still refers to a party: any of these makes deleting it a 409. */
export async function partyUsage(db: DbOrTx, partyId: number) {
  const exists = (query: ReturnType<typeof sql>) => sql<boolean>`exists (${query})`;
  const [row] = await db
    .execute<{
      seats: boolean;
      biggest: boolean;
      captain: boolean;
      seat_result: boolean;
      biggest_result: boolean;
      staten_result: boolean;
    }>(
      sql`select
      ${exists(sql`select 1 from ${seatPredictions} where party_id = ${partyId}`)} as seats,
      ${exists(sql`select 1 from ${biggestPartyPredictions} where party_id = ${partyId}`)} as biggest,
      ${exists(sql`select 1 from ${predictions} where captain_party_id = ${partyId}`)} as captain,
      ${exists(sql`select 1 from ${seatResults} where party_id = ${partyId}`)} as seat_result,
      ${exists(sql`select 1 from ${biggestPartyResults} where party_id = ${partyId}`)} as biggest_result,
      ${exists(sql`select 1 from ${statenSeatResults} where party_id = ${partyId}`)} as staten_result`,
    )
    .then((result) => result.rows);
  return {
    usedByPredictions: Boolean(row?.seats || row?.biggest || row?.captain),
    usedByResults: Boolean(row?.seat_result || row?.biggest_result || row?.staten_result),
  };
}

/* ---------- Results ---------- */

export function listSeatResults(db: DbOrTx, electionId: number) {
  return db
    .select({ party_id: seatResults.partyId, seat_count: seatResults.seats })
    .from(seatResults)
    .innerJoin(parties, eq(parties.id, seatResults.partyId))
    .where(eq(seatResults.electionId, electionId))
    .orderBy(asc(parties.listNumber));
}

export function listTurnoutResults(db: DbOrTx, electionId: number) {
  return db
    .select({ municipalityId: turnoutResults.municipalityId, tenths: turnoutResults.turnoutTenths })
    .from(turnoutResults)
    .innerJoin(municipalities, eq(municipalities.id, turnoutResults.municipalityId))
    .where(eq(turnoutResults.electionId, electionId))
    .orderBy(asc(municipalities.name));
}

export function listBiggestPartyResults(db: DbOrTx, electionId: number) {
  return db
    .select({
      municipalityId: biggestPartyResults.municipalityId,
      partyId: biggestPartyResults.partyId,
      votePercentageTenths: biggestPartyResults.votePercentageTenths,
    })
    .from(biggestPartyResults)
    .innerJoin(municipalities, eq(municipalities.id, biggestPartyResults.municipalityId))
    .where(eq(biggestPartyResults.electionId, electionId))
    .orderBy(asc(municipalities.name));
}

export async function replaceSeatResults(
  db: DbOrTx,
  electionId: number,
  rows: { partyId: number; seats: number }[],
): Promise<void> {
  await db.delete(seatResults).where(eq(seatResults.electionId, electionId));
  if (rows.length === 0) return;
  await db.insert(seatResults).values(rows.map((row) => ({ electionId, ...row })));
}

export async function replaceTurnoutResults(
  db: DbOrTx,
  electionId: number,
  rows: { municipalityId: number; turnoutTenths: number }[],
): Promise<void> {
  await db.delete(turnoutResults).where(eq(turnoutResults.electionId, electionId));
  if (rows.length === 0) return;
  await db.insert(turnoutResults).values(rows.map((row) => ({ electionId, ...row })));
}

export async function replaceBiggestPartyResults(
  db: DbOrTx,
  electionId: number,
  rows: { municipalityId: number; partyId: number; votePercentageTenths: number | null }[],
): Promise<void> {
  await db.delete(biggestPartyResults).where(eq(biggestPartyResults.electionId, electionId));
  if (rows.length === 0) return;
  await db.insert(biggestPartyResults).values(rows.map((row) => ({ electionId, ...row })));
}

/* ---------- Facts about an election's predictions ---------- */

export async function countPredictions(db: DbOrTx, electionId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(predictions)
    .where(eq(predictions.electionId, electionId));
  return row?.value ?? 0;
}

/** The highest seat number any player of the election used, or null when none did. */
export async function highestPredictedSeatNumber(
  db: DbOrTx,
  electionId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ value: max(seatPredictions.seatNumber) })
    .from(seatPredictions)
    .innerJoin(predictions, eq(predictions.id, seatPredictions.predictionId))
    .where(eq(predictions.electionId, electionId));
  return row?.value ?? null;
}
