import {
  resultsStatus,
  resultsVisibleToPlayers,
  type LiveResults,
  type LiveStanding,
  type LiveState,
} from '@zetelpoule/shared';
import type { Db } from '../../db/client';
import { nationalPoolCache, type NationalPool } from '../leagues/national-pool';
import * as repo from './live.repo';

/*
 * What a live stream (and GET /api/live/state/) tells a player: the active
 * election's results status, and the player's own standing in the national pool. Standings
 * come from the national pool snapshot (national-pool.ts), the leaderboard's own ranking, so
 * the rank on /uitslag and in the league table can never differ. After a calculation on this
 * instance that snapshot is the calculation's own ranking (docs/decisions/062-incremental-scoring.md).
 */

/** What players are told of the active election's results; `hidden` before the deadline. */
export interface LiveView {
  results: LiveResults;
  hidden: boolean;
}

/**
 * The active election's results status; null when no election is active. While its
 * predictions are open players see no result (docs/decisions/050-results-before-the-deadline.md): the state is that of an
 * election without any, whatever the admin entered, and `hidden` says so.
 */
export async function loadLiveView(db: Db, now: Date = new Date()): Promise<LiveView | null> {
  const election = await repo.findLiveElection(db);
  if (!election) return null;
  if (!resultsVisibleToPlayers(election, now)) {
    const results: LiveResults = {
      election_id: election.id,
      results_status: 'none',
      updated_at: null,
      scores_calculated_at: null,
    };
    return { results, hidden: true };
  }
  return {
    results: {
      election_id: election.id,
      results_status: resultsStatus(election),
      updated_at: election.resultsUpdatedAt?.toISOString() ?? null,
      scores_calculated_at: election.scoresCalculatedAt?.toISOString() ?? null,
    },
    hidden: false,
  };
}

/**
 * The event id of a state: the same for the same results and scores, on every instance, so a
 * client that reconnects (anywhere) with it is sent nothing it already has.
 */
export function liveEventId(results: LiveResults | null): string {
  if (!results) return 'none';
  const time = (value: string | null) => (value === null ? 0 : Date.parse(value));
  return `${results.election_id}.${results.results_status}.${time(results.updated_at)}.${time(results.scores_calculated_at)}`;
}

/**
 * The standings of the given players in the active election, from one snapshot of the
 * national pool (its previous ranks included): no query, however many players.
 */
export function standingsFrom(
  pool: NationalPool,
  results: LiveResults,
  userIds: readonly number[],
): Map<number, LiveStanding> {
  const standings = new Map<number, LiveStanding>();
  if (pool.electionId !== results.election_id) return standings;
  for (const userId of userIds) {
    const at = pool.positionById.get(userId);
    standings.set(userId, {
      election_id: results.election_id,
      total_points: at === undefined ? 0 : pool.points[at]!,
      rank: at === undefined ? null : pool.ranks[at]!,
      previous_rank: at === undefined ? null : pool.previousRanks[at]! || null,
      players: pool.count,
      provisional: results.results_status !== 'final',
      benchmarks: pool.benchmarks,
    });
  }
  return standings;
}

/**
 * The pool as of the results' latest calculation: the snapshot in memory when it is that new
 * (a calculation on this instance hands its ranking over), else ranked afresh once.
 */
export async function poolAsOf(db: Db, results: LiveResults): Promise<NationalPool> {
  const cache = nationalPoolCache(db);
  const pool = await cache.get();
  const calculatedAt =
    results.scores_calculated_at === null ? null : Date.parse(results.scores_calculated_at);
  const current =
    pool.electionId === results.election_id &&
    (calculatedAt === null ||
      (pool.scoresCalculatedAt !== null && pool.scoresCalculatedAt >= calculatedAt));
  if (current) return pool;
  cache.invalidate();
  return cache.get();
}

export async function liveState(db: Db, userId: number): Promise<LiveState> {
  const view = await loadLiveView(db);
  if (!view) return { results: null, standing: null };
  const { results, hidden } = view;
  // Before the deadline a standing would show points derived from results.
  if (hidden) return { results, standing: null };
  const standings = standingsFrom(await poolAsOf(db, results), results, [userId]);
  return { results, standing: standings.get(userId) ?? null };
}
