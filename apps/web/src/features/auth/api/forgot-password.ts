import { authPaths } from '@gazda/contracts/paths';
import type { ForgotPasswordBody } from '@gazda/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** 202 whether or not the address has an account (no account enumeration). */
function forgotPassword(body: ForgotPasswordBody): Promise<void> {
  return apiRequest(authPaths.forgotPassword, { method: 'POST', body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
