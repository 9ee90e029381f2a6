import { socialLoginPaths } from '@gazda/contracts/paths';
import type { TokenResponse } from '@gazda/contracts/auth';
import type { SocialProvider } from '@gazda/contracts/social-login-paths';
import type { User } from '@gazda/contracts/user';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adoptUserLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { startSession } from '../../../lib/session';
import { keptBinding } from './browser-binding';
import { getProviders } from './get-providers';

type SocialLoginInput = { provider: SocialProvider; code: string; data: string };
export type SocialLoginResult = { user: User; redirectUrl?: string };

/**
 * POST sociallogin/{provider} {clientId, code, data, provider, binding}; then, like a password
 * login, the token is kept, the app wrapper told (startSession) and `me` primed. `binding` is the
 * value this tab started the flow with (browser-binding.ts).
 */
async function socialLogin(
  queryClient: QueryClient,
  input: SocialLoginInput,
): Promise<SocialLoginResult> {
  const providers = await queryClient.fetchQuery({
    queryKey: ['social-login', 'providers'],
    queryFn: getProviders,
  });
  const clientId = providers.find((p) => p.provider === input.provider)?.client_id ?? '';
  const answer = await apiRequest<TokenResponse>(socialLoginPaths.login(input.provider), {
    method: 'POST',
    body: {
      clientId,
      code: input.code,
      data: input.data,
      provider: input.provider,
      binding: keptBinding(),
    },
    logoutOn401: false,
  });
  const user = answer.user;
  if (!user) throw new Error('sociallogin answered no user');
  adoptUserLocale(user.settings.lang);
  queryClient.setQueryData(queryKeys.me, user);
  startSession(answer.token, user.id);
  return { user, redirectUrl: answer.redirect_url };
}

export function useSocialLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: SocialLoginInput) => socialLogin(queryClient, input) });
}
