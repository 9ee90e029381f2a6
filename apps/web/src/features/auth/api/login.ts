import type { LoginBody, TokenResponse } from '@gazda/contracts/auth';
import { authPaths } from '@gazda/contracts/paths';
import type { User } from '@gazda/contracts/user';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { adoptUserLocale } from '../../../lib/i18n';
import { setToken, startSession } from '../../../lib/session';

export type LoginResult = { user: User; redirectUrl?: string };

/** Keeps the token, tells the app wrapper, and primes `me` so the panel opens without a spinner. */
export async function signIn(
  queryClient: QueryClient,
  token: string,
  answered: User | undefined,
): Promise<User> {
  let user = answered;
  if (user) {
    adoptUserLocale(user.settings.lang);
    queryClient.setQueryData(queryKeys.me, user);
  } else {
    setToken(token);
    const { meQueryOptions } = await import('./get-me');
    user = await queryClient.fetchQuery(meQueryOptions());
  }
  startSession(token, user.id);
  return user;
}

async function login(queryClient: QueryClient, body: LoginBody): Promise<LoginResult> {
  // A 401 here is an answer about the credentials, not an expired session.
  const answer = await apiRequest<TokenResponse>(authPaths.login, {
    method: 'POST',
    body,
    logoutOn401: false,
  });
  const user = await signIn(queryClient, answer.token, answer.user);
  return { user, redirectUrl: answer.redirect_url };
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: LoginBody) => login(queryClient, body) });
}
