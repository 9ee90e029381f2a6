import { SOCIAL_PROVIDERS, type SocialProvider } from '@gazda/contracts/social-login';
import { Stack } from '@mantine/core';
import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { SocialLoginResult } from '../features/social-login/api/social-login';
import { SocialCallback } from '../features/social-login/components/social-callback';
import { useT } from '../lib/i18n';
import { afterLoginTarget } from '../lib/route-names';
import { PageTitle } from '../ui/page-title';

function asProvider(value: string | undefined): SocialProvider | null {
  return SOCIAL_PROVIDERS.find((p) => p === value) ?? null;
}

/**
 * /auth/{provider}/callback?code=…&state=… (the provider's return), or ?code=…&data=… (the mobile
 * app wrapper's, docs/rules/decisions.md §9): the same social login either way.
 */
export function SocialCallbackRoute() {
  const t = useT();
  const navigate = useNavigate();
  const { provider } = useParams();
  const [params] = useSearchParams();
  const onSuccess = useCallback(
    (result: SocialLoginResult) => {
      const target = afterLoginTarget(result.redirectUrl, null);
      if ('href' in target) window.location.assign(target.href);
      else void navigate(target.path, { replace: true });
    },
    [navigate],
  );
  return (
    <Stack gap="lg">
      <PageTitle title={t('socialLogin.title')} />
      <SocialCallback
        provider={asProvider(provider)}
        code={params.get('code')}
        data={params.get('data') ?? params.get('state')}
        onSuccess={onSuccess}
      />
    </Stack>
  );
}
