import type { Listing } from '@gazda/contracts/listings';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCalendarMonth, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { hasCalendar, isUnsaved, listingName } from '../listing-model';
import { ListingActionsMenu } from './listing-actions-menu';
import { ListingStatusChip } from './listing-status-chip';
import { PendingFixAlert } from './pending-fix-alert';

/**
 * docs/rules/product.md §2 "Listing form" header: title, status chip, calendar, preview, the status
 * menu.
 */
export function ListingHeader({
  listing,
  readOnly = false,
}: {
  listing: Listing;
  readOnly?: boolean;
}) {
  const t = useT();
  const title = listingName(listing, useLocale()) ?? t('listings.form.new_listing');
  useDocumentTitle(`${title} · Gazda`);
  const params = { categoryConst: listing.category, id: listing.id };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Group gap="sm" wrap="wrap">
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }} style={{ wordBreak: 'break-word' }}>
              {title}
            </Title>
            <ListingStatusChip listing={listing} />
          </Group>
          <Text size="sm" c="dimmed">
            {t(`listings.category.${listing.category}`)}
          </Text>
        </Stack>
        {/* Before the first save there is nothing to preview, open or delete. */}
        {readOnly || isUnsaved(listing) ? null : (
          <Group gap="xs" wrap="nowrap">
            {hasCalendar(listing) ? (
              <Button
                key="calendar"
                component={Link}
                to={routePath('listing.calendar', params)}
                variant="default"
                leftSection={<IconCalendarMonth size={16} />}
              >
                {t('listings.form.header.calendar')}
              </Button>
            ) : null}
            <Button
              key="preview"
              component="a"
              href={routePath('ads.show', { id: listing.id })}
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconExternalLink size={16} />}
            >
              {t('listings.form.header.preview')}
            </Button>
            <ListingActionsMenu listing={listing} />
          </Group>
        )}
      </Group>
      <PendingFixAlert listing={listing} />
    </Stack>
  );
}
