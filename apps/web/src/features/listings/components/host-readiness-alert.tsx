import {
  hostReadiness,
  type HostFacts,
  type HostReadinessItem,
} from '@gazda/domain/host-readiness';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';

/** Where each missing item is added; the e-mail's resend is on the verify page. */
const links: Record<HostReadinessItem, string> = {
  email: routePath('listing.verify'),
  phone: routePath('user-settings.account'),
  payout: routePath('user-settings.payouts'),
};

/**
 * A host with a listing who is not ready (domain/host-readiness.ts, issue #26 item 6): "Guests can
 * book your listings once you add: phone, payout method", each item a link to where it is added.
 * The government ID and the account details may follow, so they are not named here (the verify
 * page lists them).
 */
export function HostReadinessAlert({
  user,
  hasListings,
}: {
  user: HostFacts;
  hasListings: boolean;
}) {
  const t = useT();
  const missing = hostReadiness(user);
  if (!hasListings || missing.length === 0) return null;

  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconShieldCheck size={20} />}
      data-testid="host-readiness"
    >
      <Text size="sm" c="dark.8">
        {t('hostReadiness.banner')}{' '}
        {missing.map((item, index) => (
          <Fragment key={item}>
            {index > 0 ? ', ' : null}
            <Anchor
              component={Link}
              to={links[item]}
              size="sm"
              fw={600}
              c="dark"
              underline="always"
            >
              {t(`hostReadiness.item.${item}`)}
            </Anchor>
          </Fragment>
        ))}
      </Text>
    </Alert>
  );
}
