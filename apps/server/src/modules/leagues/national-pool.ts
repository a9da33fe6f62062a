import { resultsVisibleToPlayers, type BenchmarkStanding } from '@zetelpoule/shared';
import type { Db } from '../../db/client';
import type { InvalidationBus } from '../../lib/invalidation-bus';
// The repo, not the service: the benchmarks service invalidates this pool (no import cycle).
import { listStandings as benchmarkStandings } from '../benchmarks/benchmarks.repo';
import { findActiveElection } from '../elections/elections.repo';
import { selectNationalPoolColumns } from './leagues.repo';

/**
 * The ranked national pool of the active election, held in memory.
 *
 * Why: DESIGN §9 asks a leaderboard page under load to reach half the requests/second of a
 * trivial route. Ranking 100,000 players (rank() over the whole pool) per request costs tens of
 * milliseconds of database time each; ranking once and slicing pages out of memory costs
 * microseconds. The pool is kept as parallel typed arrays (about 30 bytes per player plus the
 * usernames), with an id -> position map so a player's own rank is found at once.
 *
 * Staleness trade-off: a snapshot is served for up to POOL_TTL_MS after it was built, and when
 * it is older the stale one is still answered while ONE rebuild runs in the background
 * (stale-while-revalidate, single flight: a stampede of 100 requests builds it once). So a new
 * player, a changed name or new scores show on the leaderboard and in the stats within a few
 * seconds, not at once; sub-league points are read live. Code on this instance that changes
 * scores or the active election can call invalidateNationalPool(db) to make the next read
 * rebuild first; other instances catch up through the TTL.
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
  /** Usernames only: the national pool never shows real names (docs/decisions/016). */
  usernames: string[];
  /** user id -> position in the arrays above. */
  positionById: Map<number, number>;
  /** Issue 13: scored benchmarks, pinned beside the ranking; never in the arrays above. */
  benchmarks: BenchmarkStanding[];
}

/**
 * Before the deadline every player has 0 points and shares rank 1, and no benchmark is pinned:
 * players see no result, nor any point derived from one, until then (docs/decisions/050). A
 * snapshot built just before the deadline is served at most POOL_TTL_MS after it.
 */
export async function buildNationalPool(db: Db, now: Date = new Date()): Promise<NationalPool> {
  const election = await findActiveElection(db);
  const scored = election !== undefined && resultsVisibleToPlayers(election, now);
  const columns = election
    ? await selectNationalPoolColumns(db, election.id, scored)
    : { ids: [], usernames: [], points: [], ranks: [] };
  const benchmarks = election && scored ? await benchmarkStandings(db, election.id) : [];
  const n = columns.ids.length;
  const pool: NationalPool = {
    electionId: election?.id ?? null,
    electionName: election?.name ?? null,
    isFinal: election?.isFinal ?? false,
    count: n,
    ids: Int32Array.from(columns.ids),
    points: Int32Array.from(columns.points),
    ranks: Int32Array.from(columns.ranks),
    usernames: columns.usernames,
    positionById: new Map(),
    benchmarks,
  };
  for (let i = 0; i < n; i++) pool.positionById.set(columns.ids[i]!, i);
  return pool;
}

/**
 * Whether two snapshots rank the same players the same way, with the same names and points.
 * Comparing 100,000 entries takes about a millisecond, far less than encoding and compressing
 * the pages of a new snapshot again (see getLeaderboardPageBody).
 */
export function isSamePool(a: NationalPool, b: NationalPool): boolean {
  if (
    a.electionId !== b.electionId ||
    a.electionName !== b.electionName ||
    a.isFinal !== b.isFinal ||
    a.count !== b.count ||
    JSON.stringify(a.benchmarks) !== JSON.stringify(b.benchmarks)
  ) {
    return false;
  }
  for (let i = 0; i < a.count; i++) {
    if (
      a.ids[i] !== b.ids[i] ||
      a.points[i] !== b.points[i] ||
      a.ranks[i] !== b.ranks[i] ||
      a.usernames[i] !== b.usernames[i]
    ) {
      return false;
    }
  }
  return true;
}

/**
 * A value computed at most once at a time, served until `ttlMs` old, then served stale while
 * one background rebuild runs. `invalidate()` drops it: the next read waits for a fresh one.
 * A rebuild that `isSame` finds equal to the value it replaces keeps the old value, so whatever
 * is derived from it (the encoded leaderboard pages) stays valid.
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
    private readonly isSame: (previous: T, next: T) => boolean = () => false,
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

  private rebuild(): Promise<T> {
    if (this.inFlight) return this.inFlight;
    const generation = this.generation;
    const started = this.now();
    const flight = this.load().then(
      (value) => {
        if (generation !== this.generation) return value;
        if (this.value === undefined || !this.isSame(this.value, value)) this.value = value;
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
      isSamePool,
    );
    pools.set(db, cache);
  }
  return cache;
}

// The bus of the app serving this database (plugins/invalidations.ts), so that callers that
// only hold `db` reach every worker and instance too (issue 15).
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
 * After the predictions behind the crowds change (issue 13: an account deleted, an election
 * edited): every process recomputes its crowds in the background. Scoring does not call this.
 */
export function invalidateCrowds(db: Db): void {
  buses
    .get(db)
    ?.publish({ kind: 'crowd' })
    .catch(() => {});
}
