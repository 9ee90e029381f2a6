import { Anchor, Divider, Group } from '@mantine/core';
import { useLocale, useT } from '../lib/i18n';
import { publicSiteUrl } from '../lib/public-site';

/**
 * Privacy and terms of the public site, under the account and public screens
 * (docs/rules/product.md §2).
 */
export function LegalFooter() {
  const t = useT();
  const locale = useLocale();
  return (
    <Group component="footer" justify="center" gap="lg" px="md" py="lg">
      <Anchor
        href={publicSiteUrl(locale, 'privacy')}
        size="sm"
        c="gray.7"
        target="_blank"
        rel="noopener"
      >
        {t('nav.footer.privacy')}
      </Anchor>
      <Divider orientation="vertical" />
      <Anchor
        href={publicSiteUrl(locale, 'terms')}
        size="sm"
        c="gray.7"
        target="_blank"
        rel="noopener"
      >
        {t('nav.footer.terms')}
      </Anchor>
    </Group>
  );
}
