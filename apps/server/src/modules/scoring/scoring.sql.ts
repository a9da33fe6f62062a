import { sql, type SQL } from 'drizzle-orm';
import {
  BIGGEST_PARTY_POINTS,
  COUNTRY_TURNOUT_MAX_POINTS,
  FIRST_MUNICIPALITY_POINTS,
  MUNICIPALITY_TURNOUT_POINTS_BY_ROUNDED_DIFFERENCE,
  SEAT_POINTS_BY_DIFFERENCE,
  SEAT_POINTS_FAR_OFF,
  TOP3_POINTS_BY_CORRECT,
  TOP3_POSITIONS,
  jokerVoidAtOrBelow,
} from '@zetelpoule/shared';

/*
 * The scoring rules (docs/rules.md) as SQL, so that every player is scored inside the database in one
 * statement (docs/decisions/061-scoring-in-sql.md). Every number comes from the pure engine's
 * own tables in packages/shared, which stays the reference: scoring-sql.property.test.ts
 * compares this SQL with scorePrediction on random predictions and results.
 */

/** The sections a results change can touch, each with the score columns it decides. */
export const SECTIONS = ['seats', 'turnout', 'biggest_party', 'first', 'country'] as const;
export type Section = (typeof SECTIONS)[number];

const SECTION_COLUMNS: Record<Section, readonly ScoreColumn[]> = {
  // The joker and the top 3 are judged on the seat result: one section with the seats.
  seats: ['seat_points', 'captain_bonus_points', 'top3_parties_points'],
  turnout: ['turnout_points'],
  biggest_party: ['biggest_party_points'],
  first: ['municipality_selection_points'],
  country: ['country_turnout_points'],
};

const SCORE_COLUMNS = [
  'seat_points',
  'captain_bonus_points',
  'turnout_points',
  'biggest_party_points',
  'municipality_selection_points',
  'top3_parties_points',
  'country_turnout_points',
] as const;
type ScoreColumn = (typeof SCORE_COLUMNS)[number];

const col = (name: string) => sql.raw(name);

/** `case <value> when 0 then table[0] … else otherwise end`, from one of the engine's tables. */
function lookup(value: SQL, table: readonly number[], otherwise: number): SQL {
  const whens = table.map((points, index) => sql.raw(`when ${index} then ${points}`));
  return sql`(case ${value} ${sql.join(whens, sql` `)} else ${sql.raw(String(otherwise))} end)`;
}

/** seatPointsForDifference: the table by |difference|, −3 beyond it. */
const seatPoints = (difference: SQL) =>
  lookup(sql`abs(${difference})`, SEAT_POINTS_BY_DIFFERENCE, SEAT_POINTS_FAR_OFF);

/** roundedPointDifference of two turnouts in tenths: ⌊(|a − b| + 5) / 10⌋ in integers. */
const roundedPoints = (a: SQL, b: SQL) => sql`((abs(${a} - ${b}) + 5) / 10)`;

export interface ScoreStatementOptions {
  electionId: number;
  /** The chamber's seats: the joker's void threshold scales with it. */
  seatCount: number;
  /** The sections to compute; the others keep their stored points (an update only). */
  sections: ReadonlySet<Section>;
  /** Insert or update a row per prediction (full), or update the stored rows only. */
  mode: 'upsert' | 'update';
  /** Keep each player's rank as it stood as previous_rank (a new results change). */
  rememberRanks: boolean;
}

/**
 * ONE statement that scores every prediction of the election (or recomputes some sections of
 * every stored score) and ends with `rank(players)`: a select over the rows it wrote as
 * (id, username, points, previous_rank), so the ranking needs no second read of the scores.
 * Sections not asked for are neither read nor written.
 */
export function scoreStatement(options: ScoreStatementOptions, rank: (players: SQL) => SQL): SQL {
  if (options.mode === 'upsert' && options.sections.size !== SECTIONS.length) {
    throw new Error('A full calculation computes every section');
  }
  const e = sql`${options.electionId}::int`;
  const has = (section: Section) => options.sections.has(section);
  const ctes: SQL[] = [
    sql`official as (
      select el.country_turnout_tenths as country, el.first_counted_municipality_id as first_id,
        exists (select 1 from seat_results where election_id = ${e}) as has_seats
      from elections el where el.id = ${e})`,
  ];
  const joins: SQL[] = [];
  if (has('seats')) {
    ctes.push(
      // The election's parties with their official seats (0 when absent).
      sql`party as (
        select p.id, p.list_number, coalesce(sr.seats, 0) as actual
        from parties p
        left join seat_results sr on sr.election_id = p.election_id and sr.party_id = p.id
        where p.election_id = ${e})`,
      // actualTop3Set's threshold, and the seat points of a prediction with no seats at all.
      sql`seat_base as (
        select greatest(1, coalesce(
            (select actual from party order by actual desc offset ${sql.raw(String(TOP3_POSITIONS - 1))} limit 1), 0)
          ) as top3_min,
          (select coalesce(sum(${seatPoints(sql`actual`)}), 0) from party) as untouched)`,
      // Per prediction: what its seats change from `untouched`, and how many of its top 3
      // (most seats, then lowest list number) are in the actual top-3 set.
      sql`seat_rows as (
        select c.prediction_id, c.seats, party.actual,
          row_number() over (
            partition by c.prediction_id order by c.seats desc, party.list_number) as place
        from seat_prediction_counts c join party on party.id = c.party_id)`,
      sql`seat_part as (
        select prediction_id,
          sum(${seatPoints(sql`seats - actual`)} - ${seatPoints(sql`actual`)})::int as change,
          (count(*) filter (
            where place <= ${sql.raw(String(TOP3_POSITIONS))}
              and actual >= (select top3_min from seat_base)))::int as top3_correct
        from seat_rows group by prediction_id)`,
    );
    joins.push(
      sql`left join seat_part on seat_part.prediction_id = p.id`,
      sql`left join party captain on captain.id = p.captain_party_id`,
      sql`left join seat_prediction_counts captain_seats
        on captain_seats.prediction_id = p.id and captain_seats.party_id = p.captain_party_id`,
      sql`cross join seat_base`,
    );
  }
  if (has('turnout')) {
    ctes.push(sql`turnout_part as (
      select t.prediction_id,
        sum(${lookup(
          roundedPoints(sql`t.turnout_tenths`, sql`r.turnout_tenths`),
          MUNICIPALITY_TURNOUT_POINTS_BY_ROUNDED_DIFFERENCE,
          0,
        )})::int as points
      from turnout_results r
      join election_municipalities em
        on em.election_id = r.election_id and em.municipality_id = r.municipality_id
      join turnout_predictions t on t.municipality_id = r.municipality_id
      where r.election_id = ${e}
      group by t.prediction_id)`);
    joins.push(sql`left join turnout_part on turnout_part.prediction_id = p.id`);
  }
  if (has('biggest_party')) {
    ctes.push(sql`biggest_part as (
      select b.prediction_id,
        (count(*) filter (where b.party_id = r.party_id) * ${sql.raw(String(BIGGEST_PARTY_POINTS))})::int as points
      from biggest_party_results r
      join election_municipalities em
        on em.election_id = r.election_id and em.municipality_id = r.municipality_id
      join biggest_party_predictions b on b.municipality_id = r.municipality_id
      where r.election_id = ${e}
      group by b.prediction_id)`);
    joins.push(sql`left join biggest_part on biggest_part.prediction_id = p.id`);
  }

  const voidAtOrBelow = sql.raw(String(jokerVoidAtOrBelow(options.seatCount)));
  const fresh: Record<ScoreColumn, SQL> = {
    seat_points: sql`case when o.has_seats then seat_base.untouched + coalesce(seat_part.change, 0) else 0 end`,
    captain_bonus_points: sql`case when o.has_seats and coalesce(captain.actual, 0) > ${voidAtOrBelow}
      then ${seatPoints(sql`coalesce(captain_seats.seats, 0) - captain.actual`)} else 0 end`,
    top3_parties_points: sql`case when o.has_seats
      then ${lookup(sql`coalesce(seat_part.top3_correct, 0)`, TOP3_POINTS_BY_CORRECT, 0)} else 0 end`,
    turnout_points: sql`coalesce(turnout_part.points, 0)`,
    biggest_party_points: sql`coalesce(biggest_part.points, 0)`,
    municipality_selection_points: sql`case when p.first_municipality_id = o.first_id
      then ${sql.raw(String(FIRST_MUNICIPALITY_POINTS))} else 0 end`,
    country_turnout_points: sql`case when o.country is null or p.country_turnout_tenths is null then 0
      else ${sql.raw(String(COUNTRY_TURNOUT_MAX_POINTS))} - ${roundedPoints(sql`p.country_turnout_tenths`, sql`o.country`)} end`,
  };
  const recomputed = new Set([...options.sections].flatMap((section) => SECTION_COLUMNS[section]));
  // A section not recomputed keeps the stored points (update only; a full run has them all).
  const value = (column: ScoreColumn) =>
    recomputed.has(column) ? fresh[column] : sql`s.${col(column)}`;

  const returning = sql`returning scores.user_id, scores.total_points, scores.previous_rank`;
  const players = rank(sql`
    select w.user_id as id, u.username, w.total_points as points, w.previous_rank
    from written w join users u on u.id = w.user_id`);

  if (options.mode === 'update') {
    // The stored rows themselves, one per prediction (score-basis.ts checked that), so the
    // rank before the change and the points kept are read from the row being updated.
    if (options.rememberRanks) {
      ctes.push(sql`earlier as (
        select user_id, rank() over (order by total_points desc) as rank
        from scores where election_id = ${e})`);
    }
    const sets = [
      ...SCORE_COLUMNS.filter((column) => recomputed.has(column)).map(
        (column) => sql`${col(column)} = ${fresh[column]}`,
      ),
      sql`total_points = ${sql.join(SCORE_COLUMNS.map(value), sql` + `)}`,
      ...(options.rememberRanks ? [sql`previous_rank = earlier.rank`] : []),
      sql`calculated_at = now()`,
    ];
    return sql`with ${sql.join(ctes, sql`, `)},
      written as (
        update scores s set ${sql.join(sets, sql`, `)}
        from predictions p
        cross join official o
        ${sql.join(joins, sql` `)}
        ${options.rememberRanks ? sql`join earlier on earlier.user_id = p.user_id` : sql``}
        where s.user_id = p.user_id and s.election_id = ${e} and p.election_id = ${e}
        returning s.user_id, s.total_points, s.previous_rank)
      ${players}`;
  }

  if (options.rememberRanks) {
    // The national rank as the pool shows it now (leagues.repo nationalRank), for the
    // players who have a score to keep it in.
    ctes.push(sql`earlier as (
      select p.user_id,
        case when s.user_id is null then null
          else rank() over (order by coalesce(s.total_points, 0) desc) end as rank
      from predictions p
      left join scores s on s.user_id = p.user_id and s.election_id = p.election_id
      where p.election_id = ${e})`);
  }
  ctes.push(sql`computed as (
    select p.user_id,
      ${sql.join(
        SCORE_COLUMNS.map((column) => sql`${fresh[column]} as ${col(column)}`),
        sql`, `,
      )}
      ${options.rememberRanks ? sql`, earlier.rank as previous_rank` : sql``}
    from predictions p
    cross join official o
    ${sql.join(joins, sql` `)}
    ${options.rememberRanks ? sql`left join earlier on earlier.user_id = p.user_id` : sql``}
    where p.election_id = ${e})`);
  const total = sql.join(
    SCORE_COLUMNS.map((column) => sql`c.${col(column)}`),
    sql` + `,
  );
  const insertColumns = [...SCORE_COLUMNS, 'total_points'].map(col);
  const sets = [
    ...[...SCORE_COLUMNS, 'total_points'].map(
      (column) => sql`${col(column)} = excluded.${col(column)}`,
    ),
    ...(options.rememberRanks ? [sql`previous_rank = excluded.previous_rank`] : []),
    sql`calculated_at = excluded.calculated_at`,
  ];
  return sql`with ${sql.join(ctes, sql`, `)},
    written as (
    insert into scores (user_id, election_id, ${sql.join(insertColumns, sql`, `)},
      previous_rank, calculated_at)
    select c.user_id, ${e}, ${sql.join(
      SCORE_COLUMNS.map((column) => sql`c.${col(column)}`),
      sql`, `,
    )}, ${total}, ${options.rememberRanks ? sql`c.previous_rank` : sql`null::int`}, now()
    from computed c
    on conflict (user_id, election_id) do update set ${sql.join(sets, sql`, `)}
    ${returning})
    ${players}`;
}
