import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { missingVerification, type VerifyUser } from '../verification';

/**
 * The verify alert (docs/rules/product.md §2): a host with at least one listing who lacks a
 * verified e-mail, a government ID, a payout method or user details; it links to
 * /listing/verify-listing.
 */
export function VerifyListingAlert({
  user,
  hasListings,
}: {
  user: VerifyUser;
  hasListings: boolean;
}) {
  const t = useT();
  const { pathname } = useLocation();
  const verifyPath = routePath('listing.verify');
  const missing = missingVerification(user);
  // The verify page itself lists the same items.
  if (!hasListings || missing.length === 0 || pathname === verifyPath) return null;

  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconShieldCheck size={20} />}
      data-testid="verify-listing"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dark.8" style={{ flex: '1 1 16rem' }}>
          {t('verifyListing.alert', { count: missing.length })}
        </Text>
        <Anchor component={Link} to={verifyPath} size="sm" fw={600} c="dark" underline="always">
          {t('verifyListing.alert_link')}
        </Anchor>
      </Group>
    </Alert>
  );
}
