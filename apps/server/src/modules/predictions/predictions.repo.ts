import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  biggestPartyPredictions,
  electionFirstCountCandidates,
  elections,
  municipalities,
  predictions,
  seatPredictions,
  turnoutPredictions,
} from '../../db/schema';
import { epochMs, intArray, runGuardedWrite, toDate, type WriteOutcome } from './guarded-write';

export type { WriteOutcome } from './guarded-write';

/* The writes, each one guarded statement (guarded-write.ts). The checks are SQL over the
   active election row. */

const partyOfElection = (partyId: number) =>
  sql`exists (select 1 from parties where parties.id = ${partyId}::int and parties.election_id = elections.id)`;

const playedMunicipality = (municipalityId: number) =>
  sql`exists (select 1 from election_municipalities em
              where em.election_id = elections.id and em.municipality_id = ${municipalityId}::int)`;

export function saveSeat(
  db: DbOrTx,
  {
    userId,
    now,
    seatNumber,
    partyId,
  }: { userId: number; now: Date; seatNumber: number; partyId: number },
): Promise<WriteOutcome> {
  return runGuardedWrite(
    db,
    {
      checks: {
        seat: sql`${seatNumber}::int between 0 and seat_count - 1`,
        party: partyOfElection(partyId),
      },
      values: { seat_count: sql`seat_count` },
      // The (prediction_id, seat_number) primary key makes this an upsert: writing a seat twice,
      // or from two tabs at once, leaves exactly one row holding the last party written.
      child: sql`
        insert into seat_predictions (prediction_id, seat_number, party_id)
        select p.id, ${seatNumber}::int, ${partyId}::int from p
        on conflict (prediction_id, seat_number) do update set party_id = excluded.party_id`,
    },
    { userId, now },
  );
}

/**
 * The whole seat distribution: `seats[i]` is the party of seat i, for seats 0..seats.length−1;
 * every seat from seats.length on is cleared (docs/decisions/015-set-seats-in-one-call.md). The
 * parties must belong to the election and the total must fit its seat_count, checked against the
 * row as committed. Two statements in one transaction, as in resetSeats: the guarded write checks
 * everything and locks the player's prediction row; only then does a new statement (a new snapshot)
 * replace the seats, so a seat another tab committed while this call waited is cleared or
 * overwritten too, and a save arriving later lands after the whole call.
 */
export function setSeats(
  db: Db,
  input: { userId: number; now: Date; partyIds: readonly number[]; seats: readonly number[] },
): Promise<WriteOutcome> {
  const total = input.seats.length;
  const seatNumbers = input.seats.map((_, seatNumber) => seatNumber);
  return db.transaction(async (tx) => {
    const outcome = await runGuardedWrite(
      tx,
      {
        checks: {
          total: sql`${total}::int <= seat_count`,
          // The ids are distinct (the body schema refuses repeats), so a count tells them all apart.
          parties: sql`(select count(*) from parties
                        where parties.id = any(${intArray(input.partyIds)}::int[])
                          and parties.election_id = elections.id) = ${input.partyIds.length}::int`,
        },
        values: { seat_count: sql`seat_count` },
      },
      input,
    );
    if (outcome.predictionId === null) return outcome;
    await tx.execute(sql`
      with cleared as (
        delete from seat_predictions
        where prediction_id = ${outcome.predictionId}::int and seat_number >= ${total}::int
      )
      insert into seat_predictions (prediction_id, seat_number, party_id)
      select ${outcome.predictionId}::int, s.seat_number, s.party_id
      from unnest(${intArray(seatNumbers)}::int[], ${intArray(input.seats)}::int[]) as s(seat_number, party_id)
      on conflict (prediction_id, seat_number) do update set party_id = excluded.party_id`);
    return outcome;
  });
}

export function saveTurnout(
  db: DbOrTx,
  input: { userId: number; now: Date; municipalityId: number; turnoutTenths: number },
): Promise<WriteOutcome> {
  return runGuardedWrite(
    db,
    {
      checks: { municipality: playedMunicipality(input.municipalityId) },
      child: sql`
        insert into turnout_predictions (prediction_id, municipality_id, turnout_tenths)
        select p.id, ${input.municipalityId}::int, ${input.turnoutTenths}::int from p
        on conflict (prediction_id, municipality_id) do update set turnout_tenths = excluded.turnout_tenths`,
    },
    input,
  );
}

export function saveBiggestParty(
  db: DbOrTx,
  input: { userId: number; now: Date; municipalityId: number; partyId: number },
): Promise<WriteOutcome> {
  return runGuardedWrite(
    db,
    {
      checks: {
        municipality: playedMunicipality(input.municipalityId),
        party: partyOfElection(input.partyId),
      },
      child: sql`
        insert into biggest_party_predictions (prediction_id, municipality_id, party_id)
        select p.id, ${input.municipalityId}::int, ${input.partyId}::int from p
        on conflict (prediction_id, municipality_id) do update set party_id = excluded.party_id`,
    },
    input,
  );
}

/** One of the election's first-count candidates, matched by name without regard to case. */
const candidate = (column: 'id' | 'name', name: string) => sql`(
  select m.${sql.raw(column)} from election_first_count_candidates fc
    join municipalities m on m.id = fc.municipality_id
  where fc.election_id = elections.id and lower(m.name) = lower(${name}::text)
  order by m.id limit 1)`;

export function selectFirstMunicipality(
  db: DbOrTx,
  input: { userId: number; now: Date; municipalityName: string },
): Promise<WriteOutcome> {
  return runGuardedWrite(
    db,
    {
      checks: { candidate: sql`${candidate('id', input.municipalityName)} is not null` },
      values: {
        municipality_id: candidate('id', input.municipalityName),
        municipality_name: candidate('name', input.municipalityName),
      },
      predictionColumns: { first_municipality_id: sql`e.municipality_id` },
    },
    input,
  );
}

export function saveCountryTurnout(
  db: DbOrTx,
  input: { userId: number; now: Date; turnoutTenths: number },
): Promise<WriteOutcome> {
  return runGuardedWrite(
    db,
    { predictionColumns: { country_turnout_tenths: sql`${input.turnoutTenths}::int` } },
    input,
  );
}

export function saveCaptain(
  db: DbOrTx,
  input: { userId: number; now: Date; partyId: number },
): Promise<WriteOutcome> {
  return runGuardedWrite(
    db,
    {
      checks: { party: partyOfElection(input.partyId) },
      predictionColumns: { captain_party_id: sql`${input.partyId}::int` },
    },
    input,
  );
}

export interface ResetOutcome {
  electionId: number | null;
  electionDate: Date | null;
  isOpen: boolean;
  /** Null when the player had no prediction for the election (nothing to clear). */
  updatedAt: Date | null;
  clearedSeats: number;
}

/**
 * Clears every seat of the player's prediction with one DELETE. It runs in a transaction after
 * locking the prediction row (the update of updated_at), so a seat save that committed while we
 * waited is seen and cleared too, and one arriving later lands after the reset. No prediction
 * is created: there is nothing to clear.
 */
export function resetSeats(db: Db, input: { userId: number; now: Date }): Promise<ResetOutcome> {
  return db.transaction(async (tx) => {
    const now = sql`${input.now.toISOString()}::timestamptz`;
    const locked = await tx.execute(sql`
      with e as (
        select id, ${epochMs(sql`election_date`)} as election_date,
          predictions_deadline > ${now} as is_open
        from elections where is_active
      ),
      p as (
        update predictions set updated_at = ${now}
        from e
        where predictions.user_id = ${input.userId}::int and predictions.election_id = e.id and e.is_open
        returning predictions.id, predictions.updated_at
      )
      select e.id, e.election_date, e.is_open, p.id as prediction_id,
        ${epochMs(sql`p.updated_at`)} as updated_at
      from (select 1) as one left join e on true left join p on true`);
    const row = locked.rows[0] as Record<string, unknown>;
    const predictionId = (row.prediction_id as number | null) ?? null;
    let clearedSeats = 0;
    if (predictionId !== null) {
      const deleted = await tx
        .delete(seatPredictions)
        .where(eq(seatPredictions.predictionId, predictionId))
        .returning({ seatNumber: seatPredictions.seatNumber });
      clearedSeats = deleted.length;
    }
    return {
      electionId: (row.id as number | null) ?? null,
      electionDate: toDate(row.election_date),
      isOpen: row.is_open === true,
      updatedAt: toDate(row.updated_at),
      clearedSeats,
    };
  });
}

/* Reads */

export async function findActiveElectionSummary(db: DbOrTx) {
  const [election] = await db
    .select({
      id: elections.id,
      name: elections.name,
      electionDate: elections.electionDate,
      predictionsDeadline: elections.predictionsDeadline,
      seatCount: elections.seatCount,
      category: elections.category,
      isFinal: elections.isFinal,
    })
    .from(elections)
    .where(eq(elections.isActive, true));
  return election;
}

/** The player's prediction for the election, as the scoring engine reads it; undefined without. */
export async function findPredictionHead(db: DbOrTx, userId: number, electionId: number) {
  const [head] = await db
    .select({
      id: predictions.id,
      captainPartyId: predictions.captainPartyId,
      firstMunicipalityId: predictions.firstMunicipalityId,
      countryTurnoutTenths: predictions.countryTurnoutTenths,
    })
    .from(predictions)
    .where(and(eq(predictions.userId, userId), eq(predictions.electionId, electionId)));
  return head;
}

/** Everything the dashboard shows of one player's prediction for one election. */
export async function readPrediction(db: DbOrTx, userId: number, electionId: number) {
  const mine = and(eq(predictions.userId, userId), eq(predictions.electionId, electionId));
  const [candidates, [prediction], seats, turnouts, biggestParties] = await Promise.all([
    db
      .select({ name: municipalities.name })
      .from(electionFirstCountCandidates)
      .innerJoin(municipalities, eq(municipalities.id, electionFirstCountCandidates.municipalityId))
      .where(eq(electionFirstCountCandidates.electionId, electionId))
      .orderBy(asc(municipalities.name)),
    db
      .select({
        updatedAt: predictions.updatedAt,
        firstMunicipalityName: municipalities.name,
        countryTurnoutTenths: predictions.countryTurnoutTenths,
        captainPartyId: predictions.captainPartyId,
      })
      .from(predictions)
      .leftJoin(municipalities, eq(municipalities.id, predictions.firstMunicipalityId))
      .where(mine),
    db
      .select({ seatNumber: seatPredictions.seatNumber, partyId: seatPredictions.partyId })
      .from(seatPredictions)
      .innerJoin(predictions, eq(predictions.id, seatPredictions.predictionId))
      .where(mine)
      .orderBy(asc(seatPredictions.seatNumber)),
    db
      .select({
        municipalityId: turnoutPredictions.municipalityId,
        municipalityName: municipalities.name,
        turnoutTenths: turnoutPredictions.turnoutTenths,
      })
      .from(turnoutPredictions)
      .innerJoin(predictions, eq(predictions.id, turnoutPredictions.predictionId))
      .innerJoin(municipalities, eq(municipalities.id, turnoutPredictions.municipalityId))
      .where(mine)
      .orderBy(asc(municipalities.name)),
    db
      .select({
        municipalityId: biggestPartyPredictions.municipalityId,
        municipalityName: municipalities.name,
        partyId: biggestPartyPredictions.partyId,
      })
      .from(biggestPartyPredictions)
      .innerJoin(predictions, eq(predictions.id, biggestPartyPredictions.predictionId))
      .innerJoin(municipalities, eq(municipalities.id, biggestPartyPredictions.municipalityId))
      .where(mine)
      .orderBy(asc(municipalities.name)),
  ]);
  return {
    candidateNames: candidates.map((c) => c.name),
    prediction,
    seats,
    turnouts,
    biggestParties,
  };
}
