import { authPaths } from '@gazda/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { endSession } from '../../../lib/session';

/**
 * docs/rules/decisions.md §2: POST logout revokes the token; whatever the server answers (it may be
 * down, or the token already dead), the panel forgets the token, tells the wrapper and leaves.
 */
async function logout(): Promise<void> {
  await apiRequest(authPaths.logout, { method: 'POST', logoutOn401: false }).catch(() => undefined);
  endSession('logout');
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
