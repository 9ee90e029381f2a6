import { contentLocale, nameFor } from '@gazda/i18n/locales';
import type { AdminListing } from '@gazda/contracts/listings';
import { formatDateTime, formatMoney } from '@gazda/i18n/format';
import { Button, Card, Group, Image, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { routePath, VIEW_AS_ADMIN_PARAM } from '../../../lib/route-names';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useApproveListing } from '../api/review-listing';
import { ListingReviewDetails } from './listing-review-details';
import { RequestFixForm } from './request-fix-form';

/** One listing of the review queue: what it is, whose, since when; approve or request a fix. */
export function ListingReviewCard({ listing }: { listing: AdminListing }) {
  const t = useT();
  const locale = useLocale();
  const approve = useApproveListing();
  const [fixOpened, fix] = useDisclosure(false);
  const [detailsOpened, details] = useDisclosure(false);
  const lang = contentLocale(locale);
  const name =
    nameFor(locale, { name_sr: listing.name.sr, name_en: listing.name.en }) || `#${listing.id}`;
  const owner = `${listing.owner.first_name} ${listing.owner.last_name}`.trim();
  const place = [listing.street_and_number, listing.city].filter(Boolean).join(', ');

  return (
    <Card withBorder radius="md" padding="md" data-listing-id={listing.id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
            <Title order={2} fz="h4">
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`listings.category.${listing.category}`)} · {place || '—'}
            </Text>
            <Text size="sm">
              {t('admin.listings.owner', { name: owner, email: listing.owner.email })}
            </Text>
            {listing.submitted_at ? (
              <Text size="sm" c="dimmed">
                {t('admin.listings.submitted', {
                  date: formatDateTime(listing.submitted_at, locale),
                })}
              </Text>
            ) : null}
            {listing.base_price !== null ? (
              <Text size="sm">
                {t('admin.listings.price', {
                  price: formatMoney(listing.base_price, listing.currency, locale),
                })}
              </Text>
            ) : null}
          </Stack>
          {listing.photos[0] ? (
            <Image
              src={listing.photos[0].thumb_url}
              alt=""
              w={120}
              h={90}
              radius="sm"
              fit="cover"
            />
          ) : null}
        </Group>
        {listing.description[lang] ? (
          <Text size="sm" lineClamp={3}>
            {listing.description[lang]}
          </Text>
        ) : null}
        <Group gap="xs" wrap="wrap">
          <Button
            color="green"
            loading={approve.isPending}
            disabled={fixOpened}
            onClick={() =>
              approve.mutate(listing.id, {
                onSuccess: () => notifySuccess(t('admin.listings.approved', { name })),
                onError: notifyError,
              })
            }
          >
            {t('admin.listings.approve')}
          </Button>
          <Button variant="outline" color="red" onClick={fix.open} disabled={approve.isPending}>
            {t('admin.listings.request_fix')}
          </Button>
          <Button variant="subtle" onClick={details.open}>
            {t('admin.listings.details')}
          </Button>
          <Button
            variant="subtle"
            component={Link}
            to={routePath(
              'listing.form',
              { categoryConst: listing.category, id: listing.id },
              { [VIEW_AS_ADMIN_PARAM]: '1' },
            )}
          >
            {t('admin.listings.open_form')}
          </Button>
        </Group>
      </Stack>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={fixOpened}
        onClose={fix.close}
        title={t('admin.listings.fix_title', { name })}
        size="lg"
      >
        <RequestFixForm listingId={listing.id} onDone={fix.close} />
      </Modal>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={detailsOpened}
        onClose={details.close}
        title={name}
        size="xl"
      >
        <ListingReviewDetails listing={listing} />
      </Modal>
    </Card>
  );
}
