import { useQuery } from '@tanstack/react-query';
import { RANK_SEEN_MAX_ROWS } from '@zetelpoule/shared/constants';
import type { RankScope } from '@zetelpoule/shared/contract/rank-seen';
import { LEAGUE_PATHS } from '@zetelpoule/shared/contract/paths';
import { seenRanksByUser } from '@zetelpoule/shared/rules/rank-movement';
import { useEffect, useMemo } from 'react';
import { apiClient } from './api-client';
import { rankSeenContract } from './contracts';

/*
 * Movement since the player last looked (docs/decisions/060-rank-movement-since-last-seen.md). A page reads the ranks it last
 * showed once, when it opens, and keeps that snapshot while it is open: the arrows stay put
 * through live refreshes. After each render of new ranks it tells the server what it showed,
 * which becomes the snapshot of the next visit.
 */

const NO_RANKS: ReadonlyMap<number, number> = new Map();

/** The ranks this table showed on the previous visit, by user id (empty the first time). */
export function useRankSeen(scope: RankScope | null): ReadonlyMap<number, number> {
  const query = useQuery({
    // Not under the league's keys: the live push refreshes those, and must not refresh this.
    queryKey: ['rank-seen', scope],
    queryFn: ({ signal }) =>
      apiClient.get(`${LEAGUE_PATHS.rankSeen}?scope=${scope}`, {
        schema: () => rankSeenContract().then((c) => c.RankSeenSchema),
        signal,
      }),
    enabled: scope !== null,
    staleTime: Infinity,
    // Dropped when the page closes, so the next visit reads what this one showed.
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  return useMemo(() => (query.data ? seenRanksByUser(query.data.ranks) : NO_RANKS), [query.data]);
}

/**
 * Tells the server the ranks just shown, once per change. `ranks` null: nothing to remember
 * (before the first scores every player ties, which is no ranking to move from).
 */
export function useMarkRankSeen(
  scope: RankScope | null,
  ranks: readonly { user: number; rank: number }[] | null,
): void {
  const key = ranks === null || scope === null ? null : JSON.stringify([scope, ranks]);
  useEffect(() => {
    if (key === null) return;
    const [shownScope, shown] = JSON.parse(key) as [RankScope, { user: number; rank: number }[]];
    for (let start = 0; start < shown.length; start += RANK_SEEN_MAX_ROWS) {
      const chunk = shown.slice(start, start + RANK_SEEN_MAX_ROWS);
      // Best effort: a view that is not remembered only shows its arrows once more.
      apiClient
        .post(LEAGUE_PATHS.rankSeen, { body: { scope: shownScope, ranks: chunk } })
        .catch(() => {});
    }
  }, [key]);
}
