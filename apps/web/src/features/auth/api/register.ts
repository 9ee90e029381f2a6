import { authPaths } from '@gazda/contracts/paths';
import type { AcceptedResponse, RegisterBody } from '@gazda/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type Registered = { message: string; email: string };

/**
 * 202 `{ message }` whether or not the address has an account (issue #10 item 6): nobody is
 * logged in here. The link mailed to the address verifies it and logs in (verify-email.ts).
 */
async function register(body: RegisterBody): Promise<Registered> {
  const answer = await apiRequest<AcceptedResponse>(authPaths.register, { method: 'POST', body });
  return { message: answer.message, email: body.email.trim() };
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
