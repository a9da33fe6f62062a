import { resultsVisibleToPlayers, type BenchmarkStanding } from '@zetelpoule/shared';
import type { Db } from '../../db/client';
import type { InvalidationBus } from '../../lib/invalidation-bus';
// The repo, not the service: the benchmarks service invalidates this pool (no import cycle).
import { listStandings as benchmarkStandings } from '../poll-opponents/poll-opponents.repo';
import { findActiveElection, type Election } from '../elections/elections.repo';
import { selectNationalPoolColumns, type NationalPoolColumns } from './leagues.repo';

/**
 * The ranked national pool of the active election, held in memory as parallel typed arrays with
 * an id -> position map: ranking per request costs tens of milliseconds, a slice microseconds.
 * A snapshot is served for up to POOL_TTL_MS, then stale while ONE rebuild runs in the
 * background; invalidateNationalPool(db) makes the next read rebuild first, on every instance
 * through the invalidation bus. Sub-league points are read live.
 */
export const POOL_TTL_MS = 5_000;

export interface NationalPool {
  /** Null when no election is active: the pool is then empty. */
  electionId: number | null;
  electionName: string | null;
  isFinal: boolean;
  count: number;
  ids: Int32Array;
  points: Int32Array;
  ranks: Int32Array;
  /**
   * Usernames only: the national pool never shows real names
   * (docs/decisions/016-real-names-and-account-deletion.md).
   */
  usernames: string[];
  /** Where each player stood before the latest results change; 0 for nowhere yet. */
  previousRanks: Int32Array;
  /** user id -> position in the arrays above. */
  positionById: Map<number, number>;
  /**
   * The election's scores_calculated_at (epoch ms) read before the ranking, so the ranking is
   * at least that new: the live push uses a snapshot only when it is (plugins/live.ts).
   */
  scoresCalculatedAt: number | null;
  /** Scored poll opponents, pinned beside the ranking; never in the arrays above. */
  benchmarks: BenchmarkStanding[];
}

/**
 * Before the deadline every player has 0 points and shares rank 1, and no benchmark is pinned:
 * players see no result, nor any point derived from one, until then (docs/decisions/050-results-before-the-deadline.md). A
 * snapshot built just before the deadline is served at most POOL_TTL_MS after it.
 */
export async function buildNationalPool(db: Db, now: Date = new Date()): Promise<NationalPool> {
  const election = await findActiveElection(db);
  const scored = election !== undefined && resultsVisibleToPlayers(election, now);
  const columns = election
    ? await selectNationalPoolColumns(db, election.id, scored)
    : { ids: [], usernames: [], points: [], ranks: [], previousRanks: [] };
  const benchmarks = election && scored ? await benchmarkStandings(db, election.id) : [];
  return nationalPoolOf(election ?? null, columns, benchmarks);
}

/** A snapshot from ranked columns: built here, or handed over by a score calculation. */
export function nationalPoolOf(
  election: Pick<Election, 'id' | 'name' | 'isFinal' | 'scoresCalculatedAt'> | null,
  columns: NationalPoolColumns,
  benchmarks: BenchmarkStanding[],
): NationalPool {
  const n = columns.ids.length;
  const pool: NationalPool = {
    electionId: election?.id ?? null,
    electionName: election?.name ?? null,
    isFinal: election?.isFinal ?? false,
    count: n,
    ids: Int32Array.from(columns.ids),
    points: Int32Array.from(columns.points),
    ranks: Int32Array.from(columns.ranks),
    previousRanks: Int32Array.from(columns.previousRanks, (rank) => rank ?? 0),
    usernames: columns.usernames,
    positionById: new Map(),
    scoresCalculatedAt: election?.scoresCalculatedAt?.getTime() ?? null,
    benchmarks,
  };
  for (let i = 0; i < n; i++) pool.positionById.set(columns.ids[i]!, i);
  return pool;
}

/**
 * A value computed at most once at a time, served until `ttlMs` old, then served stale while
 * one background rebuild runs. `invalidate()` drops it: the next read waits for a fresh one.
 */
export class SingleFlightCache<T> {
  private value: T | undefined;
  private builtAt = 0;
  private inFlight: Promise<T> | undefined;
  /** Bumped by invalidate(), so a build that started before it cannot store its older result. */
  private generation = 0;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly onBackgroundError: (err: unknown) => void = () => {},
  ) {}

  get(): Promise<T> {
    return this.value === undefined ? this.rebuild() : Promise.resolve(this.peek()!);
  }

  /**
   * The value as get() would serve it, without a promise, or undefined while there is none
   * (the caller then awaits get()). Like get(), it starts a background rebuild after the TTL.
   */
  peek(): T | undefined {
    if (this.value !== undefined && this.now() - this.builtAt >= this.ttlMs && !this.inFlight) {
      // A failed background rebuild keeps the old value; the next read after the TTL retries.
      this.rebuild().catch(this.onBackgroundError);
    }
    return this.value;
  }

  invalidate(): void {
    this.generation += 1;
    this.value = undefined;
    this.inFlight = undefined;
  }

  /** A value known to be current (built elsewhere): served from now on, as a rebuild's. */
  set(value: T): void {
    this.invalidate();
    this.value = value;
    this.builtAt = this.now();
  }

  private rebuild(): Promise<T> {
    if (this.inFlight) return this.inFlight;
    const generation = this.generation;
    const started = this.now();
    const flight = this.load().then(
      (value) => {
        if (generation !== this.generation) return value;
        this.value = value;
        this.builtAt = started;
        this.inFlight = undefined;
        return this.value;
      },
      (err: unknown) => {
        if (generation === this.generation) this.inFlight = undefined;
        throw err;
      },
    );
    this.inFlight = flight;
    return flight;
  }
}

// One cache per database handle: every app instance on the same database in this process
// shares it, and another module can invalidate it without reaching into the leagues routes.
const pools = new WeakMap<Db, SingleFlightCache<NationalPool>>();

export function nationalPoolCache(
  db: Db,
  onBackgroundError?: (err: unknown) => void,
): SingleFlightCache<NationalPool> {
  let cache = pools.get(db);
  if (!cache) {
    cache = new SingleFlightCache(
      () => buildNationalPool(db),
      POOL_TTL_MS,
      Date.now,
      onBackgroundError,
    );
    pools.set(db, cache);
  }
  return cache;
}

// The bus of the app serving this database (plugins/invalidations.ts), so that callers that
// only hold `db` reach every worker and instance too.
const buses = new WeakMap<Db, InvalidationBus>();

/** Drops this process's pool when any process publishes; returns the way to stop. */
export function shareNationalPoolInvalidations(db: Db, bus: InvalidationBus): () => void {
  buses.set(db, bus);
  const unsubscribe = bus.subscribe((message) => {
    if (message.kind === 'national-pool' || message.kind === 'resync') pools.get(db)?.invalidate();
  });
  return () => {
    unsubscribe();
    if (buses.get(db) === bus) buses.delete(db);
  };
}

/**
 * After scores, predictions or the active election change: the next read ranks afresh, here
 * at once and on every other worker and instance as soon as the message arrives.
 */
export function invalidateNationalPool(db: Db): void {
  const bus = buses.get(db);
  if (!bus) {
    pools.get(db)?.invalidate();
    return;
  }
  // publish() applies it locally before it returns; a lost message only leaves the others on
  // their TTL (POOL_TTL_MS), which is how they behaved before the bus.
  bus.publish({ kind: 'national-pool' }).catch(() => {});
}

/**
 * A score calculation ranked the active election's pool itself: every other process drops its
 * snapshot (invalidateNationalPool), this one serves the calculation's at once, so neither the
 * live push nor the leaderboard reads and ranks the pool again here
 * (docs/decisions/062-incremental-scoring.md).
 */
export function handOverNationalPool(db: Db, pool: NationalPool): void {
  invalidateNationalPool(db);
  nationalPoolCache(db).set(pool);
}

/**
 * After the predictions behind the crowds change (an account deleted, an election
 * edited): every process recomputes its crowds in the background. Scoring does not call this.
 */
export function invalidateCrowds(db: Db): void {
  buses
    .get(db)
    ?.publish({ kind: 'crowd' })
    .catch(() => {});
}
