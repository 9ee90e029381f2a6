import { authPaths, type ChangePasswordBody } from '@gazda/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** 204; the server revokes every other token of the user, this one stays valid. */
export function changePassword(body: ChangePasswordBody): Promise<void> {
  return apiRequest(authPaths.changePassword, { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
