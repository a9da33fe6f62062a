import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  biggestPartyPredictions,
  electionFirstCountCandidates,
  electionMunicipalities,
  municipalities,
  parties,
  predictions,
  seatPredictions,
  subleagueMembers,
  turnoutPredictions,
} from '../../db/schema';

/*
 * The crowd's statistics, set-based: every figure is an aggregate inside the database, never a
 * read of every prediction into Node. The seats per player and party are counted once into
 * temporary tables (`crowd_players`, `crowd_seats`, dropped at commit) that every select below
 * reads: call materializeCrowd first, in the same transaction (crowd.service.ts).
 */

export interface CrowdScope {
  electionId: number;
  /** A sub-league: only its members. Undefined: the whole national pool. */
  subleagueId?: number;
}

/**
 * The crowd's predictions (docs/decisions/034-the-crowd.md): every prediction of the election with
 * at least one seat on it; in a sub-league, the members' ones.
 */
function crowdSelect(scope: CrowdScope): SQL {
  const member =
    scope.subleagueId === undefined
      ? sql``
      : sql`and exists (
          select 1 from ${subleagueMembers} m
          where m.subleague_id = ${scope.subleagueId} and m.user_id = p.user_id)`;
  return sql`
    select p.id as prediction_id, p.captain_party_id, p.first_municipality_id,
      p.country_turnout_tenths
    from ${predictions} p
    where p.election_id = ${scope.electionId}
      and exists (select 1 from ${seatPredictions} s where s.prediction_id = p.id)
      ${member}`;
}

/** How many players the crowd has (the 423 before the deadline says only this). */
export async function countCrowd(db: DbOrTx, scope: CrowdScope): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (${crowdSelect(scope)}) crowd`,
  );
  return result.rows[0]?.n ?? 0;
}

/**
 * Inside the computation's transaction: the aggregates hash millions of seat rows, which should
 * stay in memory rather than spill at the default 4 MB, and are not worth JIT-compiling. The
 * same settings as scoring (scoring.repo.ts tuneForScoring). Then the two temporary tables.
 */
export async function materializeCrowd(tx: Tx, scope: CrowdScope): Promise<void> {
  await tx.execute(sql`set local jit = off`);
  await tx.execute(sql`set local work_mem = '64MB'`);
  await tx.execute(
    sql`create temporary table crowd_players on commit drop as ${crowdSelect(scope)}`,
  );
  await tx.execute(sql`
    create temporary table crowd_seats on commit drop as
    select s.prediction_id, s.party_id, count(*)::int as seats
    from ${seatPredictions} s join crowd_players c on c.prediction_id = s.prediction_id
    group by s.prediction_id, s.party_id`);
  await tx.execute(sql`analyze crowd_players`);
  await tx.execute(sql`analyze crowd_seats`);
}

export async function countMaterializedCrowd(tx: Tx): Promise<number> {
  const result = await tx.execute<{ n: number }>(sql`select count(*)::int as n from crowd_players`);
  return result.rows[0]?.n ?? 0;
}

export type PartyStatsRow = {
  party_id: number;
  name: string;
  list_number: number;
  hexcolor: string;
  median: number | null;
  mean: number | null;
  p10: number | null;
  p90: number | null;
  /** The party's seats summed over the crowd: proportional to the mean. */
  total: number;
  with_seats: number;
};

/** Per party of the election (list order) its seats over the crowd; 0 for a player who gave
 *  it none, so the grid is players × parties. */
export async function selectPartyStats(tx: Tx, scope: CrowdScope): Promise<PartyStatsRow[]> {
  const result = await tx.execute<PartyStatsRow>(sql`
    with grid as (
      select pa.id as party_id, coalesce(k.seats, 0) as seats
      from crowd_players c
      cross join ${parties} pa
      left join crowd_seats k on k.prediction_id = c.prediction_id and k.party_id = pa.id
      where pa.election_id = ${scope.electionId})
    select pa.id as party_id, pa.name, pa.list_number, pa.hexcolor,
      percentile_cont(0.5) within group (order by g.seats)::float8 as median,
      avg(g.seats)::float8 as mean,
      percentile_cont(0.1) within group (order by g.seats)::float8 as p10,
      percentile_cont(0.9) within group (order by g.seats)::float8 as p90,
      coalesce(sum(g.seats), 0)::int as total,
      count(*) filter (where g.seats > 0)::int as with_seats
    from ${parties} pa left join grid g on g.party_id = pa.id
    where pa.election_id = ${scope.electionId}
    group by pa.id, pa.name, pa.list_number, pa.hexcolor
    order by pa.list_number, pa.id`);
  return result.rows;
}

export type PositionCountRow = {
  position: number;
  party_id: number;
  n: number;
};

/**
 * The top 3 of every player (most seats, at least one, ties by list number; docs/rules.md#points),
 * counted per position and party.
 */
export async function selectTop3Counts(tx: Tx): Promise<PositionCountRow[]> {
  const result = await tx.execute<PositionCountRow>(sql`
    with ranked as (
      select row_number() over (
          partition by k.prediction_id order by k.seats desc, pa.list_number, pa.id)::int as position,
        k.party_id
      from crowd_seats k join ${parties} pa on pa.id = k.party_id)
    select position, party_id, count(*)::int as n
    from ranked where position <= 3
    group by position, party_id
    order by position, n desc, party_id`);
  return result.rows;
}

export type PartyCountRow = {
  party_id: number;
  n: number;
};

export async function selectJokerCounts(tx: Tx): Promise<PartyCountRow[]> {
  const result = await tx.execute<PartyCountRow>(sql`
    select captain_party_id as party_id, count(*)::int as n
    from crowd_players where captain_party_id is not null
    group by captain_party_id
    order by n desc, party_id`);
  return result.rows;
}

export type MunicipalityCountRow = {
  municipality_id: number;
  name: string;
  n: number;
};

/** Every first-count candidate of the election, with how many of the crowd picked it. */
export async function selectFirstCountCounts(
  tx: Tx,
  scope: CrowdScope,
): Promise<MunicipalityCountRow[]> {
  const result = await tx.execute<MunicipalityCountRow>(sql`
    select m.id as municipality_id, m.name,
      (select count(*) from crowd_players c where c.first_municipality_id = m.id)::int as n
    from ${electionFirstCountCandidates} f join ${municipalities} m on m.id = f.municipality_id
    where f.election_id = ${scope.electionId}
    order by m.name, m.id`);
  return result.rows;
}

export type TurnoutRow = {
  median_tenths: number | null;
  answers: number;
};

export async function selectCountryTurnout(tx: Tx): Promise<TurnoutRow> {
  const result = await tx.execute<TurnoutRow>(sql`
    select percentile_cont(0.5) within group (order by country_turnout_tenths)::float8
        as median_tenths,
      count(country_turnout_tenths)::int as answers
    from crowd_players`);
  return result.rows[0] ?? { median_tenths: null, answers: 0 };
}

/** National turnout in 1-point buckets: [p, p + 1) percent, 100 on its own. */
export async function selectTurnoutHistogram(
  tx: Tx,
): Promise<{ percent: number; count: number }[]> {
  const result = await tx.execute<{ percent: number; count: number }>(sql`
    select (country_turnout_tenths / 10)::int as percent, count(*)::int as count
    from crowd_players where country_turnout_tenths is not null
    group by 1 order by 1`);
  return result.rows;
}

export type MunicipalityTurnoutRow = {
  municipality_id: number;
  name: string;
  median_tenths: number | null;
  answers: number;
};

/** Every played municipality (by name) with the crowd's median turnout there. */
export async function selectMunicipalityTurnouts(
  tx: Tx,
  scope: CrowdScope,
): Promise<MunicipalityTurnoutRow[]> {
  const result = await tx.execute<MunicipalityTurnoutRow>(sql`
    with answers as (
      select t.municipality_id, t.turnout_tenths
      from ${turnoutPredictions} t join crowd_players c on c.prediction_id = t.prediction_id)
    select m.id as municipality_id, m.name,
      percentile_cont(0.5) within group (order by a.turnout_tenths)::float8 as median_tenths,
      count(a.turnout_tenths)::int as answers
    from ${electionMunicipalities} em
    join ${municipalities} m on m.id = em.municipality_id
    left join answers a on a.municipality_id = m.id
    where em.election_id = ${scope.electionId}
    group by m.id, m.name
    order by m.name, m.id`);
  return result.rows;
}

export type BiggestPartyCountRow = {
  municipality_id: number;
  party_id: number;
  n: number;
};

export async function selectBiggestPartyCounts(
  tx: Tx,
  scope: CrowdScope,
): Promise<BiggestPartyCountRow[]> {
  const result = await tx.execute<BiggestPartyCountRow>(sql`
    select b.municipality_id, b.party_id, count(*)::int as n
    from ${biggestPartyPredictions} b
    join crowd_players c on c.prediction_id = b.prediction_id
    join ${electionMunicipalities} em
      on em.municipality_id = b.municipality_id and em.election_id = ${scope.electionId}
    group by b.municipality_id, b.party_id
    order by b.municipality_id, n desc, b.party_id`);
  return result.rows;
}
