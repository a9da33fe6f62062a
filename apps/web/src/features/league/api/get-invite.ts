import { queryOptions, useQuery } from '@tanstack/react-query';
import { InvitePreviewSchema, LEAGUE_PATHS } from '@zetelpoule/shared';
import { apiClient, isApiError } from '../../../lib/api-client';
import { leagueKeys } from './query-keys';

/** GET /api/league/invite/{code}/ — public: what an invite link shows before signing in. */
export function getInvite(code: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get(LEAGUE_PATHS.invite(code), {
    schema: InvitePreviewSchema,
    auth: false,
    signal,
  });
}

export function inviteQueryOptions(code: string) {
  return queryOptions({
    queryKey: leagueKeys.invite(code),
    queryFn: ({ signal }) => getInvite(code, { signal }),
    // A 404 stays a 404; only a flaky connection is worth another try.
    retry: (failures, error) => failures < 2 && !(isApiError(error) && error.status !== 0),
  });
}

export function useInvite(code: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...inviteQueryOptions(code), enabled });
}

export type { InvitePreview } from '@zetelpoule/shared';
