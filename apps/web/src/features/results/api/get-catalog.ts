import { queryOptions, useQuery } from '@tanstack/react-query';
import { MunicipalityListSchema, PartyListSchema } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';

const PARTIES_PATH = '/api/auth/parties/';
const MUNICIPALITIES_PATH = '/api/auth/municipalities/';

/** GET the parties of the active election, in ballot order (public; cached with the dashboard's). */
export function useParties() {
  return useQuery(
    queryOptions({
      queryKey: ['parties'],
      queryFn: ({ signal }) =>
        apiClient.get(PARTIES_PATH, { schema: PartyListSchema, auth: false, signal }),
    }),
  );
}

/** GET the municipalities played in the active election (cached with the dashboard's). */
export function useMunicipalities() {
  return useQuery(
    queryOptions({
      queryKey: ['municipalities'],
      queryFn: ({ signal }) =>
        apiClient.get(MUNICIPALITIES_PATH, { schema: MunicipalityListSchema, signal }),
    }),
  );
}
