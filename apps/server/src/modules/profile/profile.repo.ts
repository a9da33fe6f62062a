import { and, asc, eq, inArray, like, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  biggestPartyPredictions,
  elections,
  emailTokens,
  mailPreferences,
  municipalities,
  parties,
  predictions,
  refreshTokens,
  reminderDeliveries,
  scores,
  seatPredictions,
  socialAccounts,
  subleagueMembers,
  subleagueNudges,
  subleagues,
  turnoutPredictions,
  users,
} from '../../db/schema';
import { SOCIAL_SESSION_FAMILY_PREFIX } from '../auth/social/social.service';

/*
 * The SQL of the privacy rights: everything stored about one user (export) and its removal
 * (deletion). Both read every table that holds a user's rows; a new such table belongs here.
 */

/* ---------- Export ---------- */

export function selectSocialAccounts(db: DbOrTx, userId: number) {
  return db
    .select({ provider: socialAccounts.provider, linkedAt: socialAccounts.createdAt })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId))
    .orderBy(asc(socialAccounts.createdAt), asc(socialAccounts.id));
}

export function selectPredictions(db: DbOrTx, userId: number) {
  const firstMunicipality = alias(municipalities, 'first_municipality');
  const captain = alias(parties, 'captain');
  return db
    .select({
      id: predictions.id,
      electionId: elections.id,
      electionName: elections.name,
      electionDate: elections.electionDate,
      name: predictions.name,
      isActive: predictions.isActive,
      createdAt: predictions.createdAt,
      updatedAt: predictions.updatedAt,
      countryTurnoutTenths: predictions.countryTurnoutTenths,
      firstMunicipality: firstMunicipality.name,
      captainParty: captain.name,
    })
    .from(predictions)
    .innerJoin(elections, eq(elections.id, predictions.electionId))
    .leftJoin(firstMunicipality, eq(firstMunicipality.id, predictions.firstMunicipalityId))
    .leftJoin(captain, eq(captain.id, predictions.captainPartyId))
    .where(eq(predictions.userId, userId))
    .orderBy(asc(elections.electionDate), asc(predictions.id));
}

export function selectSeatPredictions(db: DbOrTx, predictionIds: number[]) {
  if (predictionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      predictionId: seatPredictions.predictionId,
      seatNumber: seatPredictions.seatNumber,
      partyId: parties.id,
      party: parties.name,
    })
    .from(seatPredictions)
    .innerJoin(parties, eq(parties.id, seatPredictions.partyId))
    .where(inArray(seatPredictions.predictionId, predictionIds))
    .orderBy(asc(seatPredictions.predictionId), asc(seatPredictions.seatNumber));
}

export function selectTurnoutPredictions(db: DbOrTx, predictionIds: number[]) {
  if (predictionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      predictionId: turnoutPredictions.predictionId,
      municipality: municipalities.name,
      turnoutTenths: turnoutPredictions.turnoutTenths,
    })
    .from(turnoutPredictions)
    .innerJoin(municipalities, eq(municipalities.id, turnoutPredictions.municipalityId))
    .where(inArray(turnoutPredictions.predictionId, predictionIds))
    .orderBy(asc(turnoutPredictions.predictionId), asc(municipalities.name));
}

export function selectBiggestPartyPredictions(db: DbOrTx, predictionIds: number[]) {
  if (predictionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      predictionId: biggestPartyPredictions.predictionId,
      municipality: municipalities.name,
      party: parties.name,
    })
    .from(biggestPartyPredictions)
    .innerJoin(municipalities, eq(municipalities.id, biggestPartyPredictions.municipalityId))
    .innerJoin(parties, eq(parties.id, biggestPartyPredictions.partyId))
    .where(inArray(biggestPartyPredictions.predictionId, predictionIds))
    .orderBy(asc(biggestPartyPredictions.predictionId), asc(municipalities.name));
}

export function selectScores(db: DbOrTx, userId: number) {
  return db
    .select({
      electionId: elections.id,
      electionName: elections.name,
      predictionsDeadline: elections.predictionsDeadline,
      seatPoints: scores.seatPoints,
      captainBonusPoints: scores.captainBonusPoints,
      top3PartiesPoints: scores.top3PartiesPoints,
      municipalitySelectionPoints: scores.municipalitySelectionPoints,
      turnoutPoints: scores.turnoutPoints,
      biggestPartyPoints: scores.biggestPartyPoints,
      countryTurnoutPoints: scores.countryTurnoutPoints,
      totalPoints: scores.totalPoints,
      calculatedAt: scores.calculatedAt,
    })
    .from(scores)
    .innerJoin(elections, eq(elections.id, scores.electionId))
    .where(eq(scores.userId, userId))
    .orderBy(asc(elections.electionDate), asc(elections.id));
}

export function selectMemberships(db: DbOrTx, userId: number) {
  return db
    .select({
      id: subleagues.id,
      name: subleagues.name,
      creatorId: subleagues.creatorId,
      joinedAt: subleagueMembers.joinedAt,
    })
    .from(subleagueMembers)
    .innerJoin(subleagues, eq(subleagues.id, subleagueMembers.subleagueId))
    .where(eq(subleagueMembers.userId, userId))
    .orderBy(asc(subleagueMembers.joinedAt), asc(subleagues.id));
}

export function selectCreatedSubleagues(db: DbOrTx, userId: number) {
  return db
    .select({
      id: subleagues.id,
      name: subleagues.name,
      createdAt: subleagues.createdAt,
      memberCount:
        sql<number>`(select count(*) from ${subleagueMembers} where ${subleagueMembers.subleagueId} = ${subleagues.id})`.mapWith(
          Number,
        ),
    })
    .from(subleagues)
    .where(eq(subleagues.creatorId, userId))
    .orderBy(asc(subleagues.createdAt), asc(subleagues.id));
}

/** The player's mail switches: no row while they were never changed (every kind on). */
export async function findMailPreferences(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      deadline: mailPreferences.deadlineReminders,
      results: mailPreferences.results,
      nudges: mailPreferences.nudges,
      updatedAt: mailPreferences.updatedAt,
    })
    .from(mailPreferences)
    .where(eq(mailPreferences.userId, userId));
  return row;
}

export function selectReminderDeliveries(db: DbOrTx, userId: number) {
  return db
    .select({
      electionId: elections.id,
      electionName: elections.name,
      kind: reminderDeliveries.kind,
      claimedAt: reminderDeliveries.claimedAt,
      sentAt: reminderDeliveries.sentAt,
    })
    .from(reminderDeliveries)
    .innerJoin(elections, eq(elections.id, reminderDeliveries.electionId))
    .where(eq(reminderDeliveries.userId, userId))
    .orderBy(asc(reminderDeliveries.claimedAt), asc(reminderDeliveries.id));
}

/** The nudges the player got (`recipient`) or gave (`sender`), with their sub-league. */
export function selectNudges(db: DbOrTx, userId: number, role: 'recipient' | 'sender') {
  const player = role === 'recipient' ? subleagueNudges.recipientId : subleagueNudges.senderId;
  return db
    .select({
      subleagueId: subleagues.id,
      subleagueName: subleagues.name,
      day: subleagueNudges.amsterdamDay,
      createdAt: subleagueNudges.createdAt,
    })
    .from(subleagueNudges)
    .innerJoin(subleagues, eq(subleagues.id, subleagueNudges.subleagueId))
    .where(eq(player, userId))
    .orderBy(asc(subleagueNudges.createdAt), asc(subleagueNudges.id));
}

/**
 * When the user last signed in with a provider: the creation of the first refresh token of the
 * newest social session family (later tokens of a family are rotations, not sign-ins).
 */
export async function findLastSocialSignIn(db: DbOrTx, userId: number): Promise<Date | null> {
  const families = db
    .select({ startedAt: sql<Date>`min(${refreshTokens.createdAt})`.as('started_at') })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        like(refreshTokens.family, `${SOCIAL_SESSION_FAMILY_PREFIX}%`),
      ),
    )
    .groupBy(refreshTokens.family)
    .as('families');
  const [row] = await db
    .select({ last: sql<string | null>`max(${families.startedAt})` })
    .from(families);
  return row?.last ? new Date(row.last) : null;
}

/* ---------- Deletion (inside one transaction) ---------- */

/** Locks the user's row: a second deletion or a sign-in change waits for this one. */
export async function lockUser(tx: DbOrTx, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return rows.length > 0;
}

/**
 * The sub-leagues the user created, locked: a join (its foreign key takes a share lock on the
 * sub-league) waits until the handover is decided, so no one joins a league being removed.
 */
export function lockCreatedSubleagues(tx: DbOrTx, userId: number) {
  return tx
    .select({ id: subleagues.id })
    .from(subleagues)
    .where(eq(subleagues.creatorId, userId))
    .orderBy(asc(subleagues.id))
    .for('update');
}

/** The member who joined first, other than `exceptUserId`; ties by the lower user id. */
export async function findLongestStandingMember(
  tx: DbOrTx,
  subleagueId: number,
  exceptUserId: number,
): Promise<number | undefined> {
  const [row] = await tx
    .select({ userId: subleagueMembers.userId })
    .from(subleagueMembers)
    .where(
      and(eq(subleagueMembers.subleagueId, subleagueId), ne(subleagueMembers.userId, exceptUserId)),
    )
    .orderBy(asc(subleagueMembers.joinedAt), asc(subleagueMembers.userId))
    .limit(1);
  return row?.userId;
}

export async function setSubleagueCreator(tx: DbOrTx, subleagueId: number, creatorId: number) {
  await tx.update(subleagues).set({ creatorId }).where(eq(subleagues.id, subleagueId));
}

export async function deleteSubleague(tx: DbOrTx, subleagueId: number) {
  await tx.delete(subleagueMembers).where(eq(subleagueMembers.subleagueId, subleagueId));
  await tx.delete(subleagues).where(eq(subleagues.id, subleagueId));
}

/**
 * Every row of the user, children before parents. The foreign keys cascade too, but naming
 * each table keeps the list of what a deletion removes in one readable place.
 */
export async function deleteUserRows(tx: DbOrTx, userId: number): Promise<void> {
  const own = tx
    .select({ id: predictions.id })
    .from(predictions)
    .where(eq(predictions.userId, userId));
  await tx.delete(seatPredictions).where(inArray(seatPredictions.predictionId, own));
  await tx.delete(turnoutPredictions).where(inArray(turnoutPredictions.predictionId, own));
  await tx
    .delete(biggestPartyPredictions)
    .where(inArray(biggestPartyPredictions.predictionId, own));
  await tx.delete(predictions).where(eq(predictions.userId, userId));
  await tx.delete(scores).where(eq(scores.userId, userId));
  await tx.delete(subleagueMembers).where(eq(subleagueMembers.userId, userId));
  await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  await tx.delete(emailTokens).where(eq(emailTokens.userId, userId));
  await tx.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
  await tx.delete(users).where(eq(users.id, userId));
}
