import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { findActiveElection } from '../../apps/server/src/modules/elections/elections.repo';
import { timed } from './database';

/*
 * Election night's data, set-based (generate_series and INSERT … SELECT, never row by row):
 * `players` players with complete predictions for the active election and every official
 * result entered. Each player predicts all seats (drawn per player from the TK2025 seat
 * distribution with a hash of (player, seat)), a joker, the first-counted municipality, the
 * national turnout and turnout + biggest party in every played municipality. The deadline is
 * an hour past, as on election night. Shared by bench/scoring and bench/live.
 */

/** Fills the database; returns the active election's id. */
export async function generatePlayers(database: Database, players: number): Promise<number> {
  console.log(`Generating ${players.toLocaleString('en')} players with complete predictions…`);
  const electionId = await database.db.transaction(async (tx) => {
    // Bulk load of rows consistent by construction: no per-row foreign-key checks and no
    // triggers for this transaction (needs a superuser, as the local bench database has);
    // the seat counts the triggers keep are built below in one statement instead.
    await tx.execute(sql`set local session_replication_role = replica`);
    return generateRows(tx as unknown as Database['db'], players);
  });
  await timed('vacuum analyze', () => database.db.execute(sql`vacuum analyze`));
  return electionId;
}

async function generateRows(db: Database['db'], players: number): Promise<number> {
  const election = await findActiveElection(db);
  if (!election) throw new Error('the seed made no active election');
  const e = election.id;
  await db.execute(sql`
    create temporary table bench_seat_pool on commit drop as
    select row_number() over () - 1 as slot, ap.id as party_id
    from parties ap
    join parties hp on hp.list_number = ap.list_number
    join elections he on he.id = hp.election_id and he.seed_key = 'tk2025'
    join seat_results sr on sr.party_id = hp.id
    cross join lateral generate_series(1, sr.seats)
    where ap.election_id = ${e}`);
  const [pool] = (
    await db.execute<{ n: number }>(sql`select count(*)::int as n from bench_seat_pool`)
  ).rows;
  const poolSize = pool!.n;
  await timed('users', () =>
    db.execute(sql`
      insert into users (email, email_key, username, first_name, last_name, is_email_verified)
      select 'bench' || g || '@example.nl', 'bench' || g || '@example.nl', 'bench' || g, 'Bench', 'Speler ' || g, true
      from generate_series(1, ${players}) g`),
  );
  await timed('predictions', () =>
    db.execute(sql`
      with parties_of as (
        select array_agg(id order by list_number) as ids from parties where election_id = ${e}),
      candidates as (
        select array_agg(municipality_id order by municipality_id) as ids
        from election_first_count_candidates where election_id = ${e})
      insert into predictions (user_id, election_id, first_municipality_id,
                               country_turnout_tenths, captain_party_id)
      select u.id, ${e}, c.ids[1 + u.id % 3], 700 + (u.id * 37) % 200, p.ids[1 + (u.id * 7) % 5]
      from users u, parties_of p, candidates c
      where u.email like 'bench%@example.nl'`),
  );
  // The primary key is built once after the rows, not row by row.
  await db.execute(
    sql`alter table seat_predictions drop constraint seat_predictions_prediction_id_seat_number_pk`,
  );
  await timed(`seat rows (${(players * election.seatCount).toLocaleString('en')})`, () =>
    db.execute(sql`
      insert into seat_predictions (prediction_id, seat_number, party_id)
      select p.id, s, pool.party_id
      from predictions p
      cross join generate_series(0, ${election.seatCount - 1}) s
      join bench_seat_pool pool
        on pool.slot = (p.id::bigint * 2654435761 + s * 40503 + (s * s) % 97) % ${poolSize}
      where p.election_id = ${e}`),
  );
  await timed('seat rows primary key', () =>
    db.execute(sql`
      alter table seat_predictions add constraint seat_predictions_prediction_id_seat_number_pk
      primary key (prediction_id, seat_number)`),
  );
  await timed('seat counts per party (what the triggers keep)', () =>
    db.execute(sql`
      insert into seat_prediction_counts (prediction_id, party_id, seats)
      select prediction_id, party_id, count(*)::int from seat_predictions group by 1, 2`),
  );
  await timed('turnout and biggest-party rows', async () => {
    await db.execute(sql`
      insert into turnout_predictions (prediction_id, municipality_id, turnout_tenths)
      select p.id, em.municipality_id, 550 + (p.id * 13 + em.municipality_id * 7) % 350
      from predictions p
      join election_municipalities em on em.election_id = p.election_id
      where p.election_id = ${e}`);
    await db.execute(sql`
      with parties_of as (
        select array_agg(id order by list_number) as ids from parties where election_id = ${e})
      insert into biggest_party_predictions (prediction_id, municipality_id, party_id)
      select p.id, em.municipality_id, po.ids[1 + (p.id + em.municipality_id) % 6]
      from predictions p
      join election_municipalities em on em.election_id = p.election_id
      cross join parties_of po
      where p.election_id = ${e}`);
  });
  // The official results: TK2025's seats, and a value for every other section.
  await db.execute(sql`
    insert into seat_results (election_id, party_id, seats)
    select ${e}, ap.id, coalesce(sr.seats, 0)
    from parties ap
    left join parties hp on hp.list_number = ap.list_number
      and hp.election_id = (select id from elections where seed_key = 'tk2025')
    left join seat_results sr on sr.party_id = hp.id
    where ap.election_id = ${e}`);
  await db.execute(sql`
    insert into turnout_results (election_id, municipality_id, turnout_tenths)
    select ${e}, municipality_id, 700 + municipality_id % 200
    from election_municipalities where election_id = ${e}`);
  await db.execute(sql`
    insert into biggest_party_results (election_id, municipality_id, party_id)
    select ${e}, em.municipality_id,
           (select id from parties where election_id = ${e} order by list_number
            offset em.municipality_id % 3 limit 1)
    from election_municipalities em where em.election_id = ${e}`);
  await db.execute(sql`
    update elections set country_turnout_tenths = 783, results_updated_at = now(),
      predictions_deadline = now() - interval '1 hour',
      first_counted_municipality_id = (
        select min(municipality_id) from election_first_count_candidates where election_id = ${e})
    where id = ${e}`);
  return e;
}
