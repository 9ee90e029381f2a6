import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandApple, IconBrandGoogle } from '@tabler/icons-react';
import { useLocale, useT } from '../../../lib/i18n';
import { browserBinding } from '../api/browser-binding';
import { useProviders } from '../api/get-providers';

const icons = { google: IconBrandGoogle, apple: IconBrandApple } as const;

/**
 * "Continue with Google / Apple": a full-page navigation to the server's start endpoint, which
 * redirects to the provider; it carries this tab's browser binding (browser-binding.ts). Nothing
 * shows for providers the server has not configured.
 */
export function SocialLoginButtons({ redirect }: { redirect: string | null }) {
  const t = useT();
  const locale = useLocale();
  const providers = useProviders();
  const list = providers.data ?? [];
  if (list.length === 0) return null;
  return (
    <Stack gap="sm">
      <Divider label={t('socialLogin.or')} labelPosition="center" />
      {list.map(({ provider, start }) => {
        const Icon = icons[provider];
        const query = new URLSearchParams({ lang: locale });
        if (redirect) query.set('redirect_url', redirect);
        query.set('binding', browserBinding());
        return (
          <Button
            key={provider}
            component="a"
            href={`${start}?${query}`}
            variant="default"
            fullWidth
            leftSection={<Icon size={18} aria-hidden />}
          >
            {t(`socialLogin.${provider}`)}
          </Button>
        );
      })}
    </Stack>
  );
}
