import {
  type LeaderboardEntry,
  type LeaderboardPage,
  type LeaderboardQuery,
  type LeagueStats,
} from '@zetelpoule/shared';
import { isAdmin, type AuthUser } from '../../plugins/auth';
import { countSubleaguesOf, selectEmails } from './leagues.repo';
import type { LeagueContext } from './leagues.service';
import type { NationalPool } from './national-pool';

/* ---------- National leaderboard and stats (from the in-memory pool) ---------- */

function pageBounds(pool: NationalPool, { page, page_size: pageSize }: LeaderboardQuery) {
  const start = Math.min((page - 1) * pageSize, pool.count);
  return { start, end: Math.min(start + pageSize, pool.count) };
}

/** Rows start..end of the pool; `email` filled on `viewerId`'s row only. */
function poolPage(
  pool: NationalPool,
  start: number,
  end: number,
  viewer: { id: number; email: string } | null,
): LeaderboardPage {
  const results: LeaderboardEntry[] = [];
  for (let i = start; i < end; i++) {
    const id = pool.ids[i]!;
    const username = pool.usernames[i]!;
    results.push({
      id,
      username,
      display_name: username,
      full_name: '',
      email: id === viewer?.id ? viewer.email : null,
      total_points: pool.points[i]!,
      rank: pool.ranks[i]!,
    });
  }
  return {
    results,
    count: pool.count,
    has_next: end < pool.count,
    is_final: pool.isFinal,
    election_name: pool.electionName,
    benchmarks: pool.benchmarks,
  };
}

/**
 * A page of the national pool. `email` only on the viewer's own row (their current address),
 * or on every row for an admin. Players are their username here, never their real name: the
 * pool is open to every player (docs/decisions/016-real-names-and-account-deletion.md).
 */
export async function getLeaderboardPage(
  ctx: LeagueContext,
  viewer: AuthUser,
  query: LeaderboardQuery,
): Promise<LeaderboardPage> {
  const pool = await ctx.pool.get();
  const { start, end } = pageBounds(pool, query);
  if (isAdmin(viewer)) return adminPage(ctx, pool, start, end);
  return poolPage(pool, start, end, viewer);
}

async function adminPage(
  ctx: LeagueContext,
  pool: NationalPool,
  start: number,
  end: number,
): Promise<LeaderboardPage> {
  const page = poolPage(pool, start, end, null);
  if (page.results.length > 0) {
    const emails = new Map(
      (
        await selectEmails(
          ctx.db,
          page.results.map((r) => r.id),
        )
      ).map((u) => [u.id, u.email]),
    );
    for (const row of page.results) row.email = emails.get(row.id) ?? null;
  }
  return page;
}

export async function getLeagueStats(ctx: LeagueContext, viewer: AuthUser): Promise<LeagueStats> {
  const [pool, subleaguesCount] = await Promise.all([
    ctx.pool.get(),
    countSubleaguesOf(ctx.db, viewer.id),
  ]);
  const position = pool.positionById.get(viewer.id);
  return {
    global_rank: position === undefined ? null : pool.ranks[position]!,
    global_points: position === undefined ? 0 : pool.points[position]!,
    subleagues_count: subleaguesCount,
  };
}
