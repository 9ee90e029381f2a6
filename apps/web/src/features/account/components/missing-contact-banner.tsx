import type { User } from '@gazda/contracts/user';
import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconAddressBook } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';

/**
 * A missing e-mail and/or phone, with a link to account settings (docs/rules/product.md §2
 * "Banners").
 */
export function MissingContactBanner({ user }: { user: User }) {
  const t = useT();
  const { pathname } = useLocation();
  const accountPath = routePath('user-settings.account');
  const noEmail = !user.email;
  const noPhone = !user.phone;
  if (!noEmail && !noPhone) return null;
  const text =
    noEmail && noPhone
      ? 'nav.banner.missing.email_phone'
      : noEmail
        ? 'nav.banner.missing.email'
        : 'nav.banner.missing.phone';

  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconAddressBook size={20} />}
      data-testid="missing-contact"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dark.8" style={{ flex: '1 1 16rem' }}>
          {t(text)}
        </Text>
        {pathname === accountPath ? null : (
          <Anchor component={Link} to={accountPath} size="sm" fw={600} c="dark" underline="always">
            {t('nav.banner.missing.link')}
          </Anchor>
        )}
      </Group>
    </Alert>
  );
}
