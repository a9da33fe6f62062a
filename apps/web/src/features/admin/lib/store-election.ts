import type { QueryClient } from '@tanstack/react-query';
import type { ElectionDetails } from '@zetelpoule/shared';
import { adminKeys } from './query-keys';

/**
 * Every write on an election answers with its details: show those at once, and refetch the
 * rest — the list's badges and 'Seats: n/…' may have changed, and making one election active
 * deactivates the others.
 */
export async function storeElectionDetails(
  queryClient: QueryClient,
  details: ElectionDetails,
): Promise<void> {
  queryClient.setQueryData(adminKeys.election(details.id), details);
  await queryClient.invalidateQueries({
    queryKey: adminKeys.elections(),
    predicate: (query) => query.queryKey[2] !== details.id,
  });
}
