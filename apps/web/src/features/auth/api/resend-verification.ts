import { authPaths } from '@gazda/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** 202: a new verification link is mailed to the logged-in user. */
export function resendVerification(): Promise<void> {
  return apiRequest(authPaths.resendVerification, { method: 'POST' });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
