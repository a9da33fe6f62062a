import { sql } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { WriteOutcome } from './predictions.repo';

/*
 * Seat saves, written together (docs/decisions/037-seat-save-group-commit.md): each save is
 * checked and answered on its own, but those that arrive while earlier ones are with the
 * database go as ONE statement — one round trip, one election-row lock, one commit. Idle, a save
 * goes out alone at once; under load the batches grow by themselves. The statement is the
 * single save's over arrays; within a batch the later save of a seat wins, and rows are locked
 * in user and seat order, so two batches cannot deadlock.
 */

export interface SeatSave {
  userId: number;
  now: Date;
  seatNumber: number;
  partyId: number;
}

const dialect = new PgDialect({ casing: 'snake_case' });
const epochMs = (column: ReturnType<typeof sql.raw>) =>
  sql`(extract(epoch from ${column}) * 1000)::float8`;

const batchStatement = dialect.sqlToQuery(sql`
  with e as (
    select id, election_date, predictions_deadline, seat_count
    from elections
    where is_active
    for key share
  ),
  i as (
    select i.ord, i.user_id, i.seat_number, i.party_id, i.now, e.id as election_id,
      e.election_date, e.seat_count,
      e.predictions_deadline > i.now as is_open,
      i.seat_number between 0 and e.seat_count - 1 as check_seat,
      exists (select 1 from parties
              where parties.id = i.party_id and parties.election_id = e.id) as check_party
    from unnest(${sql.placeholder('user_ids')}::int[], ${sql.placeholder('seat_numbers')}::int[],
                ${sql.placeholder('party_ids')}::int[], ${sql.placeholder('nows')}::timestamptz[])
           with ordinality as i(user_id, seat_number, party_id, now, ord)
      left join e on true
  ),
  ok as (
    select * from i where is_open and check_seat and check_party
  ),
  p as (
    insert into predictions (user_id, election_id, updated_at)
    select distinct on (user_id) user_id, election_id, now
    from ok
    order by user_id, ord desc
    on conflict (user_id, election_id) do update set updated_at = excluded.updated_at
    returning id, user_id, updated_at
  ),
  c as (
    insert into seat_predictions (prediction_id, seat_number, party_id)
    select distinct on (p.id, ok.seat_number) p.id, ok.seat_number, ok.party_id
    from ok join p on p.user_id = ok.user_id
    order by p.id, ok.seat_number, ok.ord desc
    on conflict (prediction_id, seat_number) do update set party_id = excluded.party_id
  )
  select i.election_id, ${epochMs(sql.raw('i.election_date'))} as election_date, i.seat_count,
    i.is_open, i.check_seat, i.check_party,
    ${epochMs(sql.raw('p.updated_at'))} as written_at, p.id as written_prediction_id
  from i
    left join p on p.user_id = i.user_id and i.is_open and i.check_seat and i.check_party
  order by i.ord`);

/** A Postgres array literal, sent as one parameter so the statement text never changes. */
const arrayLiteral = (values: readonly (number | string)[]) => `{${values.join(',')}}`;
const toDate = (value: unknown): Date | null => (value == null ? null : new Date(Number(value)));

const prepared = new WeakMap<Db, PgPreparedQuery<PreparedQueryConfig>>();

/** Writes `saves` in one statement; one outcome per save, in order. */
export async function saveSeatBatch(db: Db, saves: readonly SeatSave[]): Promise<WriteOutcome[]> {
  let query = prepared.get(db);
  if (!query) {
    query = db._.session.prepareQuery(batchStatement, undefined, 'predictions_seat_batch', false);
    prepared.set(db, query);
  }
  const { rows } = (await query.execute({
    user_ids: arrayLiteral(saves.map((s) => s.userId)),
    seat_numbers: arrayLiteral(saves.map((s) => s.seatNumber)),
    party_ids: arrayLiteral(saves.map((s) => s.partyId)),
    nows: arrayLiteral(saves.map((s) => `"${s.now.toISOString()}"`)),
  })) as { rows: Record<string, unknown>[] };
  return rows.map((row) => ({
    electionId: (row.election_id as number | null) ?? null,
    electionDate: toDate(row.election_date),
    isOpen: row.is_open === true,
    checks: { seat: row.check_seat === true, party: row.check_party === true },
    values: { seat_count: row.seat_count },
    updatedAt: toDate(row.written_at),
    predictionId: (row.written_prediction_id as number | null) ?? null,
  }));
}

/**
 * Hands seat saves to the database in batches, at most `maxInFlight` statements at a time (each
 * holds one pooled connection while it runs; the rest of the pool stays free for everything
 * else). A batch that fails as a whole — a party deleted under it, a lost connection — is
 * retried save by save through `single`, so one save's problem is that save's answer only.
 */
export class SeatSaveBatcher {
  private queue: {
    save: SeatSave;
    resolve: (o: WriteOutcome) => void;
    reject: (e: unknown) => void;
  }[] = [];
  private inFlight = 0;
  private pumpScheduled = false;

  constructor(
    private readonly db: Db,
    private readonly single: (save: SeatSave) => Promise<WriteOutcome>,
    // Two: measured on 2 cores at 100 connections (bench/README.md), 1 left the database
    // idle between batches (p99 up), 4 and 8 split the queue into smaller batches contending for
    // the same rows (fewer saves a second).
    private readonly maxInFlight = 2,
    private readonly maxBatch = 500,
  ) {}

  save(save: SeatSave): Promise<WriteOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ save, resolve, reject });
      this.schedulePump();
    });
  }

  /**
   * Batches go out in the event loop's check phase (setImmediate), after the poll phase has read
   * every request that had arrived, so the saves of one turn of the loop share a statement (sent at
   * once, the first save after a batch would take the free connection alone). An idle server
   * still sends a save in the turn of the loop it arrived in.
   */
  private schedulePump(): void {
    if (this.pumpScheduled) return;
    this.pumpScheduled = true;
    setImmediate(() => {
      this.pumpScheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.inFlight++;
      void this.write(batch).finally(() => {
        this.inFlight--;
        this.schedulePump();
      });
    }
  }

  private async write(batch: SeatSaveBatcher['queue']): Promise<void> {
    if (batch.length === 1) {
      const [only] = batch;
      await this.single(only!.save).then(only!.resolve, only!.reject);
      return;
    }
    let outcomes: WriteOutcome[];
    try {
      outcomes = await saveSeatBatch(
        this.db,
        batch.map((entry) => entry.save),
      );
    } catch {
      await Promise.all(
        batch.map((entry) => this.single(entry.save).then(entry.resolve, entry.reject)),
      );
      return;
    }
    batch.forEach((entry, index) => entry.resolve(outcomes[index]!));
  }
}
