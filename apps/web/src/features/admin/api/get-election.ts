import { queryOptions, useQuery } from '@tanstack/react-query';
import { ElectionDetailsSchema } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from '../lib/query-keys';

export const electionPath = (id: number) => `/api/auth/admin/election-results/${id}/`;

/** GET /api/auth/admin/election-results/{id}/: the election with its parties and results. */
export function getElection(id: number, signal?: AbortSignal) {
  return apiClient.get(electionPath(id), { schema: ElectionDetailsSchema, signal });
}

export function electionQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminKeys.election(id),
    queryFn: ({ signal }) => getElection(id, signal),
  });
}

export function useElection(id: number | null) {
  return useQuery({ ...electionQueryOptions(id ?? 0), enabled: id !== null });
}
