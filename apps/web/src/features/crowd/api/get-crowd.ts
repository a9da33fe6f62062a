import { queryOptions, useQuery } from '@tanstack/react-query';
import { CROWD_PATH, CrowdLockedBodySchema, CrowdSchema } from '@zetelpoule/shared';
import { apiClient, isApiError } from '../../../lib/api-client';
import { crowdKeys } from './query-keys';

/** GET /api/auth/crowd/[?subleague=id]: what the crowd predicted (423 before the deadline). */
export function getCrowd(subleagueId: number | null, signal?: AbortSignal) {
  const path = subleagueId === null ? CROWD_PATH : `${CROWD_PATH}?subleague=${subleagueId}`;
  return apiClient.get(path, { schema: CrowdSchema, signal });
}

export function crowdQueryOptions(subleagueId: number | null) {
  return queryOptions({
    queryKey: crowdKeys.crowd(subleagueId),
    queryFn: ({ signal }) => getCrowd(subleagueId, signal),
    // 423, 403 and 404 are answers, not hiccups to retry.
    retry: false,
    // Locked predictions: the crowd changes rarely; the server caches it too.
    staleTime: 60_000,
  });
}

export function useCrowd(subleagueId: number | null, enabled = true) {
  return useQuery({ ...crowdQueryOptions(subleagueId), enabled });
}

/** The 423's body: when the crowd becomes visible and how many players it has so far. */
export function lockedCrowd(error: unknown) {
  if (!isApiError(error) || error.status !== 423) return null;
  const parsed = CrowdLockedBodySchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}
