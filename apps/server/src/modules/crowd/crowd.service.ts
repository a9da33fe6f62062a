import {
  CROWD_ERROR_CODES,
  largestRemainder,
  type Crowd,
  type PartyShare,
} from '@zetelpoule/shared';
import type { Db } from '../../db/client';
import { AppError, ForbiddenError, NotFoundError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { findActiveElection } from '../elections/elections.repo';
import { findSubleagueById, isMember } from '../leagues/leagues.repo';
import {
  countCrowd,
  countMaterializedCrowd,
  materializeCrowd,
  selectBiggestPartyCounts,
  selectCountryTurnout,
  selectFirstCountCounts,
  selectJokerCounts,
  selectMunicipalityTurnouts,
  selectPartyStats,
  selectTop3Counts,
  selectTurnoutHistogram,
  type CrowdScope,
} from './crowd.repo';

export const CROWD_LOCKED_MESSAGE =
  'De voorspelling van Nederland is te zien zodra de deadline is verstreken.';
export const CROWD_NOT_A_MEMBER_MESSAGE = 'Je bent geen lid van deze subpoule.';
export const CROWD_UNKNOWN_SUBLEAGUE_MESSAGE = 'Deze subpoule bestaat niet.';
export const CROWD_NO_ELECTION_MESSAGE = 'Er is geen actieve verkiezing.';

/**
 * How long a computed crowd is served before it is computed again in the background
 * (docs/decisions/034-the-crowd.md). After the deadline only rare things change a crowd: an
 * account deletion or election edit (announced on the bus) or a sub-league member joining (not
 * announced: the sub-league lifetime catches it). Scoring never touches a crowd: it costs the
 * database seconds, and election night rescores every few seconds.
 */
export const CROWD_TTL_MS = { national: 15 * 60_000, subleague: 60_000 } as const;

interface CrowdEntry {
  /** When the computation of `value` started; -Infinity once invalidated. */
  builtAt: number;
  /** The last crowd computed; undefined until the first computation is done. */
  value: Crowd | undefined;
  /** The computation running now (single flight). */
  inFlight: Promise<Crowd> | undefined;
}

/**
 * Crowds per (election, sub-league). Each is computed once at a time (single flight); only the
 * very first read of a crowd waits for it. Past its lifetime, or after invalidate(), the old
 * crowd is still answered while one recomputation runs in the background
 * (stale-while-revalidate: a minute-old crowd is as good as new, and a reader must never wait
 * seconds because someone deleted their account).
 */
export class CrowdCache {
  private readonly entries = new Map<string, CrowdEntry>();
  /** Bumped by invalidate(), so a computation that started before it is not taken as fresh. */
  private generation = 0;

  constructor(
    private readonly ttlMs: { national: number; subleague: number } = CROWD_TTL_MS,
    private readonly now: () => number = Date.now,
    private readonly onBackgroundError: (err: unknown) => void = () => {},
  ) {}

  get(scope: CrowdScope, load: () => Promise<Crowd>): Promise<Crowd> {
    const key = `${scope.electionId}:${scope.subleagueId ?? 'national'}`;
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { builtAt: -Infinity, value: undefined, inFlight: undefined };
      this.entries.set(key, entry);
    }
    if (entry.value === undefined) return this.compute(entry, load);
    const ttl = scope.subleagueId === undefined ? this.ttlMs.national : this.ttlMs.subleague;
    if (this.now() - entry.builtAt >= ttl && !entry.inFlight) {
      // A failed background computation keeps the old crowd; the next read retries.
      this.compute(entry, load).catch(this.onBackgroundError);
    }
    return Promise.resolve(entry.value);
  }

  /** Every crowd is stale: the next read of each starts its recomputation. */
  invalidate(): void {
    this.generation += 1;
    for (const entry of this.entries.values()) entry.builtAt = -Infinity;
  }

  private compute(entry: CrowdEntry, load: () => Promise<Crowd>): Promise<Crowd> {
    if (entry.inFlight) return entry.inFlight;
    const generation = this.generation;
    const started = this.now();
    const flight = load().then(
      (value) => {
        // Newer than what it replaces either way; fresh only if nothing changed meanwhile.
        entry.value = value;
        entry.builtAt = generation === this.generation ? started : -Infinity;
        entry.inFlight = undefined;
        return value;
      },
      (err: unknown) => {
        entry.inFlight = undefined;
        throw err;
      },
    );
    entry.inFlight = flight;
    return flight;
  }
}

/**
 * GET /api/auth/crowd/, in this order: 404 without an active election or for an unknown
 * sub-league; 403 for a sub-league the viewer is not in (so its size does not leak either);
 * 423 before the deadline, carrying only how many players the crowd has so far; then the crowd.
 */
export async function getCrowd(
  db: Db,
  cache: CrowdCache,
  viewer: AuthUser,
  subleagueId: number | undefined,
  now: Date = new Date(),
): Promise<Crowd> {
  const election = await findActiveElection(db);
  if (!election) throw new NotFoundError(CROWD_NO_ELECTION_MESSAGE, CROWD_ERROR_CODES.noElection);
  if (subleagueId !== undefined) {
    if (!(await findSubleagueById(db, subleagueId))) {
      throw new NotFoundError(CROWD_UNKNOWN_SUBLEAGUE_MESSAGE, CROWD_ERROR_CODES.unknownSubleague);
    }
    if (!(await isMember(db, subleagueId, viewer.id))) {
      throw new ForbiddenError(CROWD_NOT_A_MEMBER_MESSAGE, CROWD_ERROR_CODES.notAMember);
    }
  }
  const scope: CrowdScope = { electionId: election.id, subleagueId };
  if (now.getTime() < election.predictionsDeadline.getTime()) {
    throw new AppError(423, CROWD_ERROR_CODES.locked, CROWD_LOCKED_MESSAGE, {
      deadline: election.predictionsDeadline.toISOString(),
      deadline_passed: false,
      players: await countCrowd(db, scope),
    });
  }
  return cache.get(scope, () =>
    computeCrowd(db, scope, {
      name: election.name,
      seatCount: election.seatCount,
    }),
  );
}

/**
 * The crowd parliament: the mean seats per party rounded by largest remainder so that it sums
 * to exactly the seat count (also when players left seats open). Takes the seats summed over
 * the crowd: proportional to the means (one divisor) and integers, so the rounding is exact.
 * An empty crowd (or one whose seats are all on parties since deleted) has no parliament.
 */
export function crowdParliament(totals: readonly number[], seatCount: number): number[] {
  if (totals.every((total) => total === 0)) return totals.map(() => 0);
  return largestRemainder(totals, seatCount);
}

const shareOf = (n: number, players: number) => (players === 0 ? 0 : n / players);
const percent = (tenths: number | null) => (tenths === null ? null : tenths / 10);

/** Every figure of the crowd from the database, then the crowd parliament in Node. */
export async function computeCrowd(
  db: Db,
  scope: CrowdScope,
  election: { name: string; seatCount: number },
): Promise<Crowd> {
  // One transaction: one snapshot for every figure, and the temporary tables of
  // materializeCrowd (seats per player and party counted once, read by every select).
  const {
    players,
    partyRows,
    top3Rows,
    jokerRows,
    firstCountRows,
    turnout,
    histogram,
    towns,
    picks,
  } = await db.transaction(
    async (tx) => {
      await materializeCrowd(tx, scope);
      return {
        players: await countMaterializedCrowd(tx),
        partyRows: await selectPartyStats(tx, scope),
        top3Rows: await selectTop3Counts(tx),
        jokerRows: await selectJokerCounts(tx),
        firstCountRows: await selectFirstCountCounts(tx, scope),
        turnout: await selectCountryTurnout(tx),
        histogram: await selectTurnoutHistogram(tx),
        towns: await selectMunicipalityTurnouts(tx, scope),
        picks: await selectBiggestPartyCounts(tx, scope),
      };
    },
    { isolationLevel: 'repeatable read' },
  );

  const parliament = crowdParliament(
    partyRows.map((row) => row.total),
    election.seatCount,
  );

  const toShares = (rows: { party_id: number; n: number }[]): PartyShare[] =>
    rows.map((row) => ({ party_id: row.party_id, share: shareOf(row.n, players) }));

  return {
    election_id: scope.electionId,
    election_name: election.name,
    seat_count: election.seatCount,
    subleague_id: scope.subleagueId ?? null,
    players,
    parties: partyRows.map((row, i) => ({
      party_id: row.party_id,
      name: row.name,
      list_number: row.list_number,
      hexcolor: row.hexcolor,
      median: row.median ?? 0,
      mean: row.mean ?? 0,
      p10: row.p10 ?? 0,
      p90: row.p90 ?? 0,
      share_with_seats: shareOf(row.with_seats, players),
      crowd_seats: parliament[i]!,
    })),
    top3: [1, 2, 3].map((position) => ({
      position,
      shares: toShares(top3Rows.filter((row) => row.position === position)),
    })),
    joker: toShares(jokerRows),
    first_count: firstCountRows.map((row) => ({
      municipality_id: row.municipality_id,
      name: row.name,
      share: shareOf(row.n, players),
    })),
    turnout: {
      median: percent(turnout.median_tenths),
      answers: turnout.answers,
      histogram,
    },
    municipalities: towns.map((town) => ({
      municipality_id: town.municipality_id,
      name: town.name,
      turnout_median: percent(town.median_tenths),
      turnout_answers: town.answers,
      biggest_party: toShares(picks.filter((row) => row.municipality_id === town.municipality_id)),
    })),
    computed_at: new Date().toISOString(),
  };
}
