import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/*
 * Every prediction write is ONE statement (a data-modifying CTE) that finds the active
 * election, checks the deadline against the caller's clock and the write's own rules, and only
 * when all hold upserts the player's prediction row (created on first write, updated_at always
 * bumped) and the answer itself. So:
 * - a write after the deadline or with a bad value changes nothing, with no window between
 *   check and write;
 * - a seat save, the hottest write of election night, costs one round trip;
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
 * `elections`), with the write's values bound as parameters.
 */
export interface GuardedWrite {
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

// Raw statements get timestamps back as text in the session's format; epoch milliseconds as
// float8 read the same on node-postgres and PGlite whatever the session time zone.
export const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;
export const toDate = (value: unknown): Date | null =>
  value == null ? null : new Date(Number(value));

/** A Postgres array literal of whole numbers, sent as one parameter. */
export const intArray = (values: readonly number[]) => `{${values.join(',')}}`;

function guardedWriteStatement(write: GuardedWrite, userId: number, at: Date): SQL {
  const checks = Object.entries(write.checks ?? {});
  const values = Object.entries(write.values ?? {});
  const columns = Object.entries(write.predictionColumns ?? {});
  const now = sql`${at.toISOString()}::timestamptz`;

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
    [sql`${userId}::int`, sql`e.id`, now, ...columns.map(([, expr]) => expr)],
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

/** Runs one guarded write for the player `userId` at the request time `now`. */
export async function runGuardedWrite(
  db: DbOrTx,
  write: GuardedWrite,
  { userId, now }: { userId: number; now: Date },
): Promise<WriteOutcome> {
  const result = await db.execute(guardedWriteStatement(write, userId, now));
  const row = result.rows[0] as Record<string, unknown>;
  const checkNames = Object.keys(write.checks ?? {});
  const valueNames = Object.keys(write.values ?? {});
  return {
    electionId: (row.id as number | null) ?? null,
    electionDate: toDate(row.election_date),
    isOpen: row.is_open === true,
    checks: Object.fromEntries(checkNames.map((n) => [n, row[`check_${n}`] === true])),
    values: Object.fromEntries(valueNames.map((n) => [n, row[n]])),
    updatedAt: toDate(row.written_at),
    predictionId: (row.written_prediction_id as number | null) ?? null,
  };
}
