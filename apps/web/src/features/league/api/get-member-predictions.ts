import { queryOptions, useQuery } from '@tanstack/react-query';
import { LEAGUE_PATHS, MemberPredictionsSchema } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { leagueKeys } from './query-keys';

export type MemberPredictionsRequest = {
  userId: number;
  /** True from the national leaderboard, false from a sub-league card. */
  isGlobal: boolean;
};

/** GET /api/auth/member-predictions/{userId}/[?global=true] — 423 / 403 / 404 or the prediction. */
export function getMemberPredictions({
  userId,
  isGlobal,
  signal,
}: MemberPredictionsRequest & { signal?: AbortSignal }) {
  return apiClient.get(LEAGUE_PATHS.memberPredictions(userId, { global: isGlobal }), {
    schema: MemberPredictionsSchema,
    signal,
  });
}

export function memberPredictionsQueryOptions(request: MemberPredictionsRequest) {
  return queryOptions({
    queryKey: leagueKeys.memberPredictions(request.userId, request.isGlobal),
    queryFn: ({ signal }) => getMemberPredictions({ ...request, signal }),
  });
}

export function useMemberPredictions(request: MemberPredictionsRequest) {
  return useQuery(memberPredictionsQueryOptions(request));
}
