import { useMutation } from '@tanstack/react-query';
import { NudgeResponseSchema, nudgePath } from '@zetelpoule/shared/contract/reminders';
import { apiClient } from '../../../lib/api-client';

/**
 * POST …/subleagues/{id}/members/{userId}/nudge/ — the creator's daily "Vergeet je
 * voorspelling niet" to a member whose prediction is incomplete. The server checks the rest.
 */
export function nudgeMember({ subleagueId, userId }: { subleagueId: number; userId: number }) {
  return apiClient.post(nudgePath(subleagueId, userId), { schema: NudgeResponseSchema });
}

export const useNudgeMember = () => useMutation({ mutationFn: nudgeMember });
