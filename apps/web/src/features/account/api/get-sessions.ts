import { sessionsPaths } from '@gazda/contracts/paths';
import type { UserSessionList } from '@gazda/contracts/sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const sessionsKey = ['user-sessions'] as const;

/** GET user-settings/sessions: the user's live logins, newest use first. */
function sessionsQueryOptions() {
  return queryOptions({
    queryKey: sessionsKey,
    queryFn: async () => (await apiRequest<UserSessionList>(sessionsPaths.list)).data,
  });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
