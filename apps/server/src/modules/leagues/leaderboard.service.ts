import {
  LEADERBOARD_PAGE_SIZE_MAX,
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

/**
 * Bytes of encoded pages kept per snapshot of the pool. Every 50-row page of 100,000 players is
 * about 15 MB; other page sizes add keys, so the oldest entries make room beyond this.
 */
export const ENCODED_PAGES_MAX_BYTES = 32 * 1024 * 1024;

/** A snapshot's pages as the wire sends them to every viewer who is not on them. */
interface EncodedPages {
  bodies: Map<number, Buffer>;
  bytes: number;
}

// Keyed by the snapshot itself: a rebuilt or invalidated pool starts with no pages, and a
// dropped one takes its pages with it.
const encodedPagesOf = new WeakMap<NationalPool, EncodedPages>();

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
 * A page of the national pool as JSON (LeaderboardPage): usernames only (decision 016), `email`
 * only on the viewer's own row or for an admin. The hottest read of the product: each page of a
 * snapshot is encoded once without any address, and the same bytes go to every viewer who is
 * not on it; the viewer's own page and an admin's are encoded per request.
 */
export async function getLeaderboardPageBody(
  ctx: LeagueContext,
  viewer: AuthUser,
  query: LeaderboardQuery,
): Promise<Buffer | string> {
  const pool = await ctx.pool.get();
  if (isAdmin(viewer)) {
    const { start, end } = pageBounds(pool, query);
    return JSON.stringify(await adminPage(ctx, pool, start, end));
  }
  return playerPageBody(pool, viewer, query);
}

/**
 * getLeaderboardPageBody for a player while a snapshot is at hand (`ctx.pool.peek()`), without
 * a promise: on election night nearly every page is served this way (bench/leaderboard).
 * undefined when it cannot answer synchronously (no snapshot yet, an admin).
 */
export function getLeaderboardPageBodyNow(
  ctx: LeagueContext,
  viewer: AuthUser,
  query: LeaderboardQuery,
): Buffer | string | undefined {
  if (isAdmin(viewer)) return undefined;
  const pool = ctx.pool.peek();
  return pool && playerPageBody(pool, viewer, query);
}

function playerPageBody(
  pool: NationalPool,
  viewer: AuthUser,
  query: LeaderboardQuery,
): Buffer | string {
  const { start, end } = pageBounds(pool, query);
  const own = pool.positionById.get(viewer.id);
  if (own !== undefined && own >= start && own < end) {
    return JSON.stringify(poolPage(pool, start, end, viewer));
  }
  let pages = encodedPagesOf.get(pool);
  if (!pages) {
    pages = { bodies: new Map(), bytes: 0 };
    encodedPagesOf.set(pool, pages);
  }
  // Every page beyond the end is the same empty page: one key.
  const key = start * (LEADERBOARD_PAGE_SIZE_MAX + 1) + (end - start);
  let body = pages.bodies.get(key);
  if (!body) {
    body = Buffer.from(JSON.stringify(poolPage(pool, start, end, null)));
    pages.bodies.set(key, body);
    pages.bytes += body.length;
    for (const [oldKey, old] of pages.bodies) {
      if (pages.bytes <= ENCODED_PAGES_MAX_BYTES) break;
      pages.bodies.delete(oldKey);
      pages.bytes -= old.length;
    }
  }
  return body;
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
