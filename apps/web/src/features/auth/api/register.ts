import { authPaths, tokenResponseSchema, type RegisterBody } from '@gazda/contracts/auth';
import type { User } from '@gazda/contracts/user';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { signIn } from './login';

/** 201 `{ token, user }`: the new account is logged in at once; the verification mail is on its way. */
export async function register(queryClient: QueryClient, body: RegisterBody): Promise<User> {
  const answer = await apiRequest(authPaths.register, {
    method: 'POST',
    body,
    schema: tokenResponseSchema,
  });
  return signIn(queryClient, answer.token, answer.user);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: RegisterBody) => register(queryClient, body) });
}
