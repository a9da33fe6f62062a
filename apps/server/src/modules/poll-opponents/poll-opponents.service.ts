import {
  ADMIN_MESSAGES,
  BENCHMARK_ERROR_CODES,
  BENCHMARK_MESSAGES,
  CROWD_BENCHMARK_NAME,
  benchmarkBodySchemaFor,
  fromTenths,
  largestRemainder,
  scorePrediction,
  toTenths,
  type Benchmark,
  type BenchmarkBody,
  type BenchmarkStanding,
  type PredictionInput,
  type ResultInput,
} from '@zetelpoule/shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../errors';
import { findElectionById, lockElection, type Election } from '../elections/elections.repo';
import { invalidateNationalPool } from '../leagues/national-pool';
import * as repo from './poll-opponents.repo';

/*
 * Poll opponents, "benchmarks" in the contract and the tables (docs/decisions/035-benchmark-players.md). An admin keeps named polls per election;
 * De Poule, the crowd's mean seats rounded by largest remainder, is written by the score
 * calculation itself. Both are scored by scoreBenchmarks inside calculateScores, with the same
 * engine and the same results as the players, and are never ranked or counted.
 */

/** 409: De Poule is computed, never written by hand. */
export class CrowdBenchmarkReadOnlyError extends AppError {
  constructor() {
    super(409, BENCHMARK_ERROR_CODES.crowdReadOnly, BENCHMARK_MESSAGES.crowdReadOnly);
  }
}

function validationErrorFrom(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'non_field_errors';
    (fields[field] ??= []).push(issue.message);
  }
  return new ValidationError(fields, issues[0]?.message);
}

/* ---------- Admin ---------- */

export async function listBenchmarks(db: DbOrTx, electionId: number): Promise<Benchmark[]> {
  const election = await findElectionById(db, electionId);
  if (!election) throw new NotFoundError(ADMIN_MESSAGES.electionNotFound);
  const rows = await repo.listBenchmarkRows(db, electionId);
  const seats = await repo.listSeatRows(
    db,
    rows.map((row) => row.benchmark.id),
  );
  return rows.map(({ benchmark, totalPoints }) => ({
    id: benchmark.id,
    election_id: benchmark.electionId,
    name: benchmark.name,
    is_crowd: benchmark.isCrowd,
    party_seats: seats
      .filter((seat) => seat.benchmarkId === benchmark.id)
      .map((seat) => ({ party_id: seat.partyId, seat_count: seat.seats })),
    country_turnout:
      benchmark.countryTurnoutTenths === null ? null : fromTenths(benchmark.countryTurnoutTenths),
    total_points: totalPoints,
    updated_at: benchmark.updatedAt.toISOString(),
  }));
}

async function lockedElection(tx: Tx, electionId: number): Promise<Election> {
  const election = await lockElection(tx, electionId);
  if (!election) throw new NotFoundError(ADMIN_MESSAGES.electionNotFound);
  return election;
}

/** Every rule of a benchmark body against its election (400/409, nothing written). */
async function checkBody(
  tx: Tx,
  election: Election,
  body: BenchmarkBody,
  exceptId: number | null,
): Promise<void> {
  const checked = benchmarkBodySchemaFor(election.seatCount).safeParse(body);
  if (!checked.success) throw validationErrorFrom(checked.error.issues);
  const partyIds = new Set((await repo.listElectionPartyIds(tx, election.id)).map((p) => p.id));
  const foreign = body.party_seats.map((row) => row.party_id).filter((id) => !partyIds.has(id));
  if (foreign.length > 0) {
    throw ValidationError.field('party_seats', BENCHMARK_MESSAGES.foreignParty(foreign));
  }
  if (body.name.toLocaleLowerCase('nl-NL') === CROWD_BENCHMARK_NAME.toLocaleLowerCase('nl-NL')) {
    throw ValidationError.field('name', BENCHMARK_MESSAGES.nameReserved);
  }
  if (await repo.isNameTaken(tx, election.id, body.name, exceptId)) {
    throw new ConflictError({ name: [BENCHMARK_MESSAGES.nameTaken] }, BENCHMARK_MESSAGES.nameTaken);
  }
}

export interface BenchmarkWrite {
  benchmark: Benchmark;
  /** The election has been scored before: a recalculation should score this change too. */
  isScored: boolean;
}

async function benchmarkView(db: DbOrTx, electionId: number, benchmarkId: number) {
  const all = await listBenchmarks(db, electionId);
  return all.find((benchmark) => benchmark.id === benchmarkId)!;
}

export async function createBenchmark(
  db: Db,
  electionId: number,
  body: BenchmarkBody,
): Promise<BenchmarkWrite> {
  return db.transaction(async (tx) => {
    // The election row lock (decision 014) orders this with a running calculation.
    const election = await lockedElection(tx, electionId);
    await checkBody(tx, election, body, null);
    const created = await repo.insertBenchmark(tx, {
      electionId,
      name: body.name,
      isCrowd: false,
      countryTurnoutTenths: body.country_turnout == null ? null : toTenths(body.country_turnout),
    });
    await repo.replaceSeats(tx, created.id, seatRows(body));
    return {
      benchmark: await benchmarkView(tx, electionId, created.id),
      isScored: election.scoresCalculatedAt !== null,
    };
  });
}

export async function updateBenchmark(
  db: Db,
  electionId: number,
  benchmarkId: number,
  body: BenchmarkBody,
): Promise<BenchmarkWrite> {
  const write = await db.transaction(async (tx) => {
    const election = await lockedElection(tx, electionId);
    await writableBenchmark(tx, electionId, benchmarkId);
    await checkBody(tx, election, body, benchmarkId);
    await repo.updateBenchmark(tx, benchmarkId, {
      name: body.name,
      countryTurnoutTenths: body.country_turnout == null ? null : toTenths(body.country_turnout),
    });
    await repo.replaceSeats(tx, benchmarkId, seatRows(body));
    // The old score belongs to the old numbers: gone until the next calculation.
    await repo.deleteScore(tx, benchmarkId);
    return {
      benchmark: await benchmarkView(tx, electionId, benchmarkId),
      isScored: election.scoresCalculatedAt !== null,
    };
  });
  invalidateNationalPool(db);
  return write;
}

/** Its score goes with it; `isScored` as for a write (a recalculation redraws the tables). */
export async function deleteBenchmark(
  db: Db,
  electionId: number,
  benchmarkId: number,
): Promise<{ isScored: boolean }> {
  const isScored = await db.transaction(async (tx) => {
    const election = await lockedElection(tx, electionId);
    await writableBenchmark(tx, electionId, benchmarkId);
    await repo.deleteBenchmark(tx, benchmarkId);
    return election.scoresCalculatedAt !== null;
  });
  invalidateNationalPool(db);
  return { isScored };
}

async function writableBenchmark(tx: Tx, electionId: number, benchmarkId: number) {
  const benchmark = await repo.findBenchmark(tx, electionId, benchmarkId);
  if (!benchmark) throw new NotFoundError(BENCHMARK_MESSAGES.notFound);
  if (benchmark.isCrowd) throw new CrowdBenchmarkReadOnlyError();
  return benchmark;
}

function seatRows(body: BenchmarkBody) {
  return body.party_seats.map((row) => ({ partyId: row.party_id, seats: row.seat_count }));
}

/* ---------- Inside the score calculation ---------- */

/**
 * The players' seats per party summed while calculateScores reads them for scoring: De Poule
 * costs no second scan of the seat rows (bench/README.md#budgets).
 */
export class CrowdTally {
  players = 0;
  readonly seatsByParty = new Map<number, number>();

  add(seats: ReadonlyMap<number, number>): void {
    this.players += 1;
    for (const [partyId, count] of seats) {
      this.seatsByParty.set(partyId, (this.seatsByParty.get(partyId) ?? 0) + count);
    }
  }
}

/**
 * De Poule: the players' mean seats per party, rounded by largest remainder (Hare quota, ties
 * to the lower list number) to the election's seat count. The sums are rounded rather than the
 * means: they are proportional, so the result is the same, and in integers it is exact. Parties
 * in list-number order (others' seats are ignored), as the crowd page orders them; null without
 * players or without a single seat among them.
 */
export function crowdParliament(
  partyIds: readonly number[],
  crowd: Pick<CrowdTally, 'players' | 'seatsByParty'>,
  seatCount: number,
): Map<number, number> | null {
  const sums = partyIds.map((id) => crowd.seatsByParty.get(id) ?? 0);
  // No seat given by anyone: no proportions to round (the crowd page shows no parliament either).
  if (crowd.players === 0 || sums.every((sum) => sum === 0)) return null;
  const seats = largestRemainder(sums, seatCount);
  return new Map(partyIds.map((id, i) => [id, seats[i]!]));
}

/** A benchmark as the engine's prediction: seats and turnout; every other section empty. */
function benchmarkInput(
  seatsByParty: ReadonlyMap<number, number>,
  countryTurnoutTenths: number | null,
): PredictionInput {
  return {
    seatsByParty,
    captainPartyId: null,
    firstMunicipalityId: null,
    countryTurnoutTenths,
    turnoutTenthsByMunicipality: new Map(),
    biggestPartyByMunicipality: new Map(),
  };
}

/** De Poule afresh from the players' seats: its seats, or no De Poule without any. */
async function writeCrowd(
  tx: DbOrTx,
  election: Election,
  result: ResultInput,
  crowd: CrowdTally,
): Promise<void> {
  const partyIds = result.parties.map((party) => party.id);
  const parliament = crowdParliament(partyIds, crowd, election.seatCount);
  if (parliament === null) {
    await repo.deleteCrowdBenchmark(tx, election.id);
    return;
  }
  const existing = await repo.findCrowdBenchmark(tx, election.id);
  const crowdId = existing
    ? existing.id
    : (
        await repo.insertBenchmark(tx, {
          electionId: election.id,
          name: CROWD_BENCHMARK_NAME,
          isCrowd: true,
          countryTurnoutTenths: null,
        })
      ).id;
  if (existing)
    await repo.updateBenchmark(tx, crowdId, {
      name: CROWD_BENCHMARK_NAME,
      countryTurnoutTenths: null,
    });
  await repo.replaceSeats(
    tx,
    crowdId,
    [...parliament].map(([partyId, seats]) => ({ partyId, seats })),
  );
}

/**
 * Called by calculateScores inside its transaction, with its lock, the results it scored the
 * players against and the seats it tallied: writes De Poule afresh, then scores every benchmark
 * of the election with scorePrediction — the players' engine — and replaces their scores. A
 * handful of queries, whatever the number of players. `crowd` null: the predictions are as at
 * the last calculation (docs/decisions/062-incremental-scoring.md), so De Poule stays.
 */
export async function scoreBenchmarks(
  tx: DbOrTx,
  election: Election,
  result: ResultInput,
  crowd: CrowdTally | null,
): Promise<void> {
  if (crowd !== null) await writeCrowd(tx, election, result, crowd);

  const rows = await repo.listBenchmarkRows(tx, election.id);
  const seats = await repo.listSeatRows(
    tx,
    rows.map((row) => row.benchmark.id),
  );
  const scored: repo.BenchmarkScoreRow[] = rows.map(({ benchmark }) => {
    const own = new Map(
      seats
        .filter((seat) => seat.benchmarkId === benchmark.id)
        .map((seat) => [seat.partyId, seat.seats]),
    );
    const score = scorePrediction(benchmarkInput(own, benchmark.countryTurnoutTenths), result);
    return {
      benchmarkId: benchmark.id,
      seatPoints: score.seat_points,
      captainBonusPoints: score.captain_bonus_points,
      turnoutPoints: score.turnout_points,
      biggestPartyPoints: score.biggest_party_points,
      municipalitySelectionPoints: score.municipality_selection_points,
      top3PartiesPoints: score.top3_parties_points,
      countryTurnoutPoints: score.country_turnout_points,
      totalPoints: score.total_points,
    };
  });
  await repo.replaceScores(tx, election.id, scored);
}

/* ---------- What players see ---------- */

/** The scored benchmarks of an election as pinned rows, best first. */
export function benchmarkStandings(db: DbOrTx, electionId: number): Promise<BenchmarkStanding[]> {
  return repo.listStandings(db, electionId);
}
