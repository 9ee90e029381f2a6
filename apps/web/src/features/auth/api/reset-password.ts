import { authPaths } from '@gazda/contracts/paths';
import type { ResetPasswordBody } from '@gazda/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** 204; a bad or expired link answers 422 with the message on `token` or `email`. */
function resetPassword(body: ResetPasswordBody): Promise<void> {
  return apiRequest(authPaths.resetPassword, { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
