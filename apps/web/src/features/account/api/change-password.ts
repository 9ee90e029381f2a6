import { authPaths } from '@gazda/contracts/paths';
import type { ChangePasswordBody } from '@gazda/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionsKey } from './get-sessions';

/** 204; the server revokes every other token of the user, this one stays valid. */
function changePassword(body: ChangePasswordBody): Promise<void> {
  return apiRequest(authPaths.changePassword, { method: 'POST', body });
}

/** The other logins end with the change: the sessions list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sessionsKey });
    },
  });
}
