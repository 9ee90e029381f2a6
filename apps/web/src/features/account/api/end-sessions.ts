import { sessionsPaths } from '@gazda/contracts/paths';
import type { EndSessionsBody } from '@gazda/contracts/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionsKey } from './get-sessions';

/**
 * DELETE user-settings/sessions/{id} with the password typed again → 204; 404 when it is not (or
 * no longer) the user's; 422 on current_password when the password does not match.
 */
function endSession({ id, ...body }: EndSessionsBody & { id: number }): Promise<void> {
  return apiRequest(sessionsPaths.one(id), { method: 'DELETE', body });
}

/** POST user-settings/sessions/logout-others with the password typed again → 204; this login stays. */
function endOtherSessions(body: EndSessionsBody): Promise<void> {
  return apiRequest(sessionsPaths.logoutOthers, { method: 'POST', body });
}

/**
 * Either way the list is read again (a 404 means the login had already ended); the mutation
 * settles once the fresh list is in, so the screen never shows an ended login as live.
 */
function useEnding<T>(mutationFn: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useEndSession() {
  return useEnding(endSession);
}

export function useEndOtherSessions() {
  return useEnding(endOtherSessions);
}
