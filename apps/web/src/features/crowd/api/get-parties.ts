import { queryOptions, useQuery } from '@tanstack/react-query';
import { PartyListSchema } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { PARTIES_KEY } from './query-keys';

/** GET the parties of the active election, in ballot order (public). */
export function useParties() {
  return useQuery(
    queryOptions({
      queryKey: PARTIES_KEY,
      queryFn: ({ signal }) =>
        apiClient.get('/api/auth/parties/', { schema: PartyListSchema, auth: false, signal }),
    }),
  );
}
