import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
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

/*
 * Every prediction write is ONE statement (a data-modifying CTE) that finds the active
 * election, checks the deadline against the caller's clock and the write's own rules, and only
 * when all hold upserts the player's prediction row (created on first write, updated_at always
 * bumped) and the answer itself. So:
 * - a write after the deadline or with a bad value changes nothing, with no window between
 *   check and write;
 * - a seat save costs one round trip;
 * - the insert … on conflict on predictions locks the player's prediction row first, so the
 *   writes of one player (two tabs) are serialised and never lose a seat;
 * - the election row is read `for key share`, the weakest row lock: an election edit or a party
 *   delete (they lock the row `for update`, elections.repo lockElectionAgainstWrites) and a
 *   write never interleave, while results entry and scoring (`for no key update`) never block
 *   a write. A write that waited for an edit re-reads the committed row (PostgreSQL
 *   re-evaluates a locked row that changed), so its checks see the new seat_count, deadline or
 *   active flag (docs/decisions/014-election-edits-lock-out-prediction-writes.md).
 * The statement always returns one row: the election (or nulls when none is active), each
 * check's outcome and, when written, the prediction's updated_at.
 */

export interface WriteOutcome {
  /** Null when no election is active. */
  electionId: number | null;
  electionDate: Date | null;
  isOpen: boolean;
  /** Each named check; all must be true for the write to happen. */
  checks: Record<string, boolean>;
  /** Values computed from the election (e.g. the canonical municipality name). */
  values: Record<string, unknown>;
  /** Set when the write happened. */
  updatedAt: Date | null;
  /** The player's prediction, when the write happened. */
  predictionId: number | null;
}

/**
 * The parts of one kind of write, as SQL over the active election row (alias-free columns of
 * `elections`). Inputs appear as placeholders (`input('seat_number')`), never as values: the
 * statement is assembled once per kind and only the values are bound per call.
 */
interface GuardedWrite {
  /** Boolean SQL over the active election row. */
  checks?: Record<string, SQL>;
  /** Extra SQL values computed from the election row, returned in `values`. */
  values?: Record<string, SQL>;
  /** Columns of `predictions` set by this write, as SQL over the CTE `e` (values are available as e.<name>). */
  predictionColumns?: Record<string, SQL>;
  /** An insert into a child table, reading the prediction id from the CTE `p`. */
  child?: SQL;
}

const ident = (name: string) => sql.raw(`"${name}"`);
/** An input of a prepared write, bound per call by name. */
const input = (name: string) => sql.placeholder(name);

// Raw statements get timestamps back as text in the session's format; epoch milliseconds as
// float8 read the same on node-postgres and PGlite whatever the session time zone.
const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;
const toDate = (value: unknown): Date | null => (value == null ? null : new Date(Number(value)));

const dialect = new PgDialect({ casing: 'snake_case' });

function guardedWriteStatement(write: GuardedWrite): SQL {
  const checks = Object.entries(write.checks ?? {});
  const values = Object.entries(write.values ?? {});
  const columns = Object.entries(write.predictionColumns ?? {});
  const now = sql`${input('now')}::timestamptz`;

  const electionFields = [
    ...checks.map(([name, expr]) => sql`(${expr}) as ${ident(`check_${name}`)}`),
    ...values.map(([name, expr]) => sql`(${expr}) as ${ident(name)}`),
  ];
  const allChecks = sql.join(
    [sql`e.is_open`, ...checks.map(([name]) => sql`e.${ident(`check_${name}`)}`)],
    sql` and `,
  );
  const insertColumns = sql.join(
    [sql`user_id`, sql`election_id`, sql`updated_at`, ...columns.map(([name]) => ident(name))],
    sql`, `,
  );
  const insertValues = sql.join(
    [sql`${input('user_id')}::int`, sql`e.id`, now, ...columns.map(([, expr]) => expr)],
    sql`, `,
  );
  const updates = sql.join(
    [sql`updated_at`, ...columns.map(([name]) => ident(name))].map(
      (column) => sql`${column} = excluded.${column}`,
    ),
    sql`, `,
  );

  return sql`
    with e as (
      select id, ${epochMs(sql`election_date`)} as election_date,
        predictions_deadline > ${now} as is_open
        ${electionFields.length > 0 ? sql`, ${sql.join(electionFields, sql`, `)}` : sql``}
      from elections
      where is_active
      for key share
    ),
    p as (
      insert into predictions (${insertColumns})
      select ${insertValues} from e where ${allChecks}
      on conflict (user_id, election_id) do update set ${updates}
      returning id, updated_at
    )
    ${write.child ? sql`, c as (${write.child})` : sql``}
    select e.*, ${epochMs(sql`p.updated_at`)} as written_at, p.id as written_prediction_id
    from (select 1) as one
      left join e on true
      left join p on true`;
}

interface WriteInputs {
  userId: number;
  now: Date;
  /** The write's own placeholders, by name. */
  [name: string]: unknown;
}

type RowsResult = { rows: Record<string, unknown>[] };

/**
 * One kind of guarded write, its statement text assembled once (the seat save is the hottest
 * write; assembling the CTE from drizzle's fragments per call cost more than the rest of the
 * module). Each database handle or transaction gets a drizzle prepared query of it: on
 * node-postgres a named prepared statement, so PostgreSQL also parses and plans the CTE once per
 * connection; PGlite runs in-process and binds the values the same way.
 */
class PreparedWrite {
  private readonly query;
  private readonly checkNames: string[];
  private readonly valueNames: string[];
  private readonly prepared = new WeakMap<DbOrTx, PgPreparedQuery<PreparedQueryConfig>>();

  constructor(
    private readonly name: string,
    write: GuardedWrite,
  ) {
    this.query = dialect.sqlToQuery(guardedWriteStatement(write));
    this.checkNames = Object.keys(write.checks ?? {});
    this.valueNames = Object.keys(write.values ?? {});
  }

  async run(db: DbOrTx, { userId, now, ...inputs }: WriteInputs): Promise<WriteOutcome> {
    let prepared = this.prepared.get(db);
    if (!prepared) {
      prepared = db._.session.prepareQuery(
        this.query,
        undefined,
        `predictions_${this.name}`,
        false,
      );
      this.prepared.set(db, prepared);
    }
    const result = (await prepared.execute({
      ...inputs,
      user_id: userId,
      now: now.toISOString(),
    })) as RowsResult;
    const row = result.rows[0]!;
    return {
      electionId: (row.id as number | null) ?? null,
      electionDate: toDate(row.election_date),
      isOpen: row.is_open === true,
      checks: Object.fromEntries(this.checkNames.map((n) => [n, row[`check_${n}`] === true])),
      values: Object.fromEntries(this.valueNames.map((n) => [n, row[n]])),
      updatedAt: toDate(row.written_at),
      predictionId: (row.written_prediction_id as number | null) ?? null,
    };
  }
}

/* The checks, as SQL over the active election row. */

const partyOfElection = (partyId: ReturnType<typeof input>) =>
  sql`exists (select 1 from parties where parties.id = ${partyId}::int and parties.election_id = elections.id)`;

const playedMunicipality = (municipalityId: ReturnType<typeof input>) =>
  sql`exists (select 1 from election_municipalities em
              where em.election_id = elections.id and em.municipality_id = ${municipalityId}::int)`;

const seatWrite = new PreparedWrite('seat', {
  checks: {
    seat: sql`${input('seat_number')}::int between 0 and seat_count - 1`,
    party: partyOfElection(input('party_id')),
  },
  values: { seat_count: sql`seat_count` },
  // The (prediction_id, seat_number) primary key makes this an upsert: writing a seat twice,
  // or from two tabs at once, leaves exactly one row holding the last party written.
  child: sql`
    insert into seat_predictions (prediction_id, seat_number, party_id)
    select p.id, ${input('seat_number')}::int, ${input('party_id')}::int from p
    on conflict (prediction_id, seat_number) do update set party_id = excluded.party_id`,
});

export function saveSeat(
  db: DbOrTx,
  {
    userId,
    now,
    seatNumber,
    partyId,
  }: { userId: number; now: Date; seatNumber: number; partyId: number },
) {
  return seatWrite.run(db, { userId, now, seat_number: seatNumber, party_id: partyId });
}

/** A Postgres array literal of whole numbers, sent as one parameter (fixed statement text). */
const intArray = (values: readonly number[]) => `{${values.join(',')}}`;

const setSeatsWrite = new PreparedWrite('set_seats', {
  checks: {
    total: sql`${input('total')}::int <= seat_count`,
    // The ids are distinct (the body schema refuses repeats), so a count tells them all apart.
    parties: sql`(select count(*) from parties
                  where parties.id = any(${input('party_ids')}::int[])
                    and parties.election_id = elections.id) = ${input('party_count')}::int`,
  },
  values: { seat_count: sql`seat_count` },
});

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
    const outcome = await setSeatsWrite.run(tx, {
      userId: input.userId,
      now: input.now,
      total,
      party_ids: intArray(input.partyIds),
      party_count: input.partyIds.length,
    });
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

const turnoutWrite = new PreparedWrite('turnout', {
  checks: { municipality: playedMunicipality(input('municipality_id')) },
  child: sql`
    insert into turnout_predictions (prediction_id, municipality_id, turnout_tenths)
    select p.id, ${input('municipality_id')}::int, ${input('turnout_tenths')}::int from p
    on conflict (prediction_id, municipality_id) do update set turnout_tenths = excluded.turnout_tenths`,
});

export function saveTurnout(
  db: DbOrTx,
  input: { userId: number; now: Date; municipalityId: number; turnoutTenths: number },
) {
  return turnoutWrite.run(db, {
    userId: input.userId,
    now: input.now,
    municipality_id: input.municipalityId,
    turnout_tenths: input.turnoutTenths,
  });
}

const biggestPartyWrite = new PreparedWrite('biggest_party', {
  checks: {
    municipality: playedMunicipality(input('municipality_id')),
    party: partyOfElection(input('party_id')),
  },
  child: sql`
    insert into biggest_party_predictions (prediction_id, municipality_id, party_id)
    select p.id, ${input('municipality_id')}::int, ${input('party_id')}::int from p
    on conflict (prediction_id, municipality_id) do update set party_id = excluded.party_id`,
});

export function saveBiggestParty(
  db: DbOrTx,
  input: { userId: number; now: Date; municipalityId: number; partyId: number },
) {
  return biggestPartyWrite.run(db, {
    userId: input.userId,
    now: input.now,
    municipality_id: input.municipalityId,
    party_id: input.partyId,
  });
}

// One of the election's first-count candidates, matched by name without regard to case.
const candidate = (column: 'id' | 'name') => sql`(
  select m.${sql.raw(column)} from election_first_count_candidates fc
    join municipalities m on m.id = fc.municipality_id
  where fc.election_id = elections.id and lower(m.name) = lower(${input('municipality_name')}::text)
  order by m.id limit 1)`;

const firstMunicipalityWrite = new PreparedWrite('first_municipality', {
  checks: { candidate: sql`${candidate('id')} is not null` },
  values: { municipality_id: candidate('id'), municipality_name: candidate('name') },
  predictionColumns: { first_municipality_id: sql`e.municipality_id` },
});

export function selectFirstMunicipality(
  db: DbOrTx,
  input: { userId: number; now: Date; municipalityName: string },
) {
  return firstMunicipalityWrite.run(db, {
    userId: input.userId,
    now: input.now,
    municipality_name: input.municipalityName,
  });
}

const countryTurnoutWrite = new PreparedWrite('country_turnout', {
  predictionColumns: { country_turnout_tenths: sql`${input('turnout_tenths')}::int` },
});

export function saveCountryTurnout(
  db: DbOrTx,
  input: { userId: number; now: Date; turnoutTenths: number },
) {
  return countryTurnoutWrite.run(db, {
    userId: input.userId,
    now: input.now,
    turnout_tenths: input.turnoutTenths,
  });
}

const captainWrite = new PreparedWrite('captain', {
  checks: { party: partyOfElection(input('party_id')) },
  predictionColumns: { captain_party_id: sql`${input('party_id')}::int` },
});

export function saveCaptain(db: DbOrTx, input: { userId: number; now: Date; partyId: number }) {
  return captainWrite.run(db, { userId: input.userId, now: input.now, party_id: input.partyId });
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
