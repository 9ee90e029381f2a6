import type { AdminListing } from '@gazda/contracts/listings';
import { formatMoney } from '@gazda/i18n/format';
import { Image, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useLocale, useT } from '../../../lib/i18n';

/**
 * What the reviewer checks, read-only: both languages' texts, the place, capacity, prices and
 * every photo. (The owner's listing form is the owner's; the operator reviews from here.)
 */
export function ListingReviewDetails({ listing }: { listing: AdminListing }) {
  const t = useT();
  const locale = useLocale();
  const money = (amount: number | null) =>
    amount === null ? '—' : formatMoney(amount, listing.currency, locale);
  const rows: [string, string][] = [
    [t('admin.details.name_sr'), listing.name.sr || '—'],
    [t('admin.details.name_en'), listing.name.en || '—'],
    [
      t('admin.details.address'),
      [listing.street_and_number, listing.city, listing.country].filter(Boolean).join(', ') || '—',
    ],
    [t('admin.details.max_guests'), String(listing.max_guests ?? '—')],
    [t('admin.details.bedrooms'), String(listing.bedrooms ?? '—')],
    [t('admin.details.base_price'), money(listing.base_price)],
    [t('admin.details.weekend_price'), money(listing.weekend_price)],
    [t('admin.details.min_stay'), String(listing.min_stay)],
  ];

  return (
    <Stack gap="md">
      <Table>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="40%">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {(['sr', 'en'] as const).map((lang) => (
        <Stack key={lang} gap={4}>
          <Title order={3} fz="h5">
            {t(lang === 'sr' ? 'admin.details.description_sr' : 'admin.details.description_en')}
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {listing.description[lang] || '—'}
          </Text>
        </Stack>
      ))}
      <Title order={3} fz="h5">
        {t('admin.details.photos', { count: listing.photos.length })}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {listing.photos.map((photo) => (
          <Image key={photo.id} src={photo.thumb_url} alt="" radius="sm" h={110} fit="cover" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
