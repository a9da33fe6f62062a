import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  biggestPartyResults,
  electionFirstCountCandidates,
  electionMunicipalities,
  municipalities,
  turnoutResults,
} from '../../db/schema';

/* The regions an election plays: its municipalities and its first-count candidates. */

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
