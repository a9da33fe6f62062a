import { SUBLEAGUES_KEY } from '../../../lib/shared-query-keys';

/**
 * The league's query keys in one place, so a write can invalidate exactly what it changed
 * (joining or leaving changes the sub-leagues and the stats, not the national leaderboard).
 */
export const leagueKeys = {
  all: ['league'] as const,
  leaderboard: () => [...leagueKeys.all, 'leaderboard'] as const,
  stats: () => [...leagueKeys.all, 'stats'] as const,
  /** The query itself is shared with other pages (lib/subleagues.ts). */
  subleagues: () => SUBLEAGUES_KEY,
  memberPredictions: (userId: number, isGlobal: boolean) =>
    [...leagueKeys.all, 'member-predictions', userId, { global: isGlobal }] as const,
  overview: (subleagueId: number) => [...leagueKeys.all, 'overview', subleagueId] as const,
  parties: () => [...leagueKeys.all, 'parties'] as const,
  elections: () => [...leagueKeys.all, 'elections'] as const,
  invite: (code: string) => [...leagueKeys.all, 'invite', code] as const,
};
