import type { BookingInquiry, BookingReservation } from '@gazda/contracts/bookings';
import { formatDate, formatMoney } from '@gazda/i18n/format';
import {
  Alert,
  Anchor,
  Box,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { BookingStatusChip } from '../../../ui/booking-status-chip';
import { PageTitle } from '../../../ui/page-title';
import { hostInquiriesQueryOptions, hostReservationsQueryOptions } from '../api/host-bookings';
import { BookingFilters, filterFrom } from './booking-filters';
import { Pager } from '../../../ui/pager';

const PER_PAGE = 20;
/** Half the room left and right of the panel's 1140 px container, less a 24 px margin. */
const WIDER = 'min(0px, (1140px - 100vw) / 2 + 24px)';
type Item = BookingReservation | BookingInquiry;

function isReservation(item: Item): item is BookingReservation {
  return 'advance_paid' in item;
}

function detailPath(item: Item): string {
  return isReservation(item)
    ? routePath('reservation.show', { id: item.id })
    : routePath('inquiry.show', { id: item.id });
}

function useCells() {
  const t = useT();
  const locale = useLocale();
  const money = (item: Item, amount: number) => formatMoney(amount, item.currency, locale);
  /** Paid, or due by when; null for an inquiry or no advance. */
  const advanceState = (item: Item) => {
    if (!isReservation(item) || item.advance === 0) return null;
    if (item.advance_paid) return t('bookingPanel.common.advance_paid');
    return item.advance_due_date
      ? t('bookingPanel.common.advance_due', { date: formatDate(item.advance_due_date, locale) })
      : null;
  };
  return {
    guest: (item: Item) => `${item.guest.first_name} ${item.guest.last_name}`.trim(),
    dates: (item: Item) =>
      t('bookingPanel.common.date_range', {
        from: formatDate(item.check_in, locale),
        to: formatDate(item.check_out, locale),
      }),
    total: (item: Item) => money(item, item.total),
    remaining: (item: Item) => money(item, item.remaining),
    money,
    advanceState,
    advance: (item: Item) => {
      const amount = money(item, item.advance);
      const state = advanceState(item);
      return state ? `${amount} · ${state}` : amount;
    },
  };
}

function BookingTable({ items, kind }: { items: Item[]; kind: 'reservation' | 'inquiry' }) {
  const t = useT();
  const cells = useCells();
  const navigate = useNavigate();
  const nowrap = { whiteSpace: 'nowrap' } as const;
  // Fits the panel at 1280 px without a scroll area: the status comes first, the listing's name
  // gives way (one line, an ellipsis, the whole name in a tooltip), the advance's state goes
  // under its amount, and the payment reference under the code.
  return (
    <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="xs" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('bookingPanel.common.status')}</Table.Th>
          <Table.Th>{t('bookingPanel.common.code')}</Table.Th>
          <Table.Th>{t('bookingPanel.common.guest')}</Table.Th>
          <Table.Th>{t('bookingPanel.common.listing')}</Table.Th>
          <Table.Th>{t('bookingPanel.common.dates')}</Table.Th>
          <Table.Th ta="right">{t('bookingPanel.common.guests')}</Table.Th>
          <Table.Th ta="right">{t('bookingPanel.common.total')}</Table.Th>
          <Table.Th ta="right">{t('bookingPanel.common.advance')}</Table.Th>
          <Table.Th ta="right">{t('bookingPanel.common.remaining')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr
            key={item.id}
            onClick={() => navigate(detailPath(item))}
            style={{ cursor: 'pointer' }}
            data-testid="booking-row"
          >
            <Table.Td data-testid="status-cell">
              {/* max-content: the column never squeezes the chip into "PO…". */}
              <Box w="max-content">
                <BookingStatusChip kind={kind} status={item.status} />
              </Box>
            </Table.Td>
            <Table.Td style={nowrap}>
              <Anchor
                component={Link}
                to={detailPath(item)}
                fw={600}
                size="sm"
                aria-label={t('bookingPanel.host.open_booking', { code: item.code })}
                onClick={(event) => event.stopPropagation()}
              >
                {item.code}
              </Anchor>
              {item.reference_code ? (
                <Text size="xs" c="dark.4">
                  {item.reference_code}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>{cells.guest(item)}</Table.Td>
            <Table.Td maw={180}>
              <Tooltip label={item.listing.name} openDelay={300} multiline maw={320}>
                <Text size="sm" truncate="end">
                  {item.listing.name}
                </Text>
              </Tooltip>
            </Table.Td>
            <Table.Td style={nowrap}>{cells.dates(item)}</Table.Td>
            <Table.Td ta="right">{item.guests}</Table.Td>
            <Table.Td ta="right" style={nowrap}>
              {cells.total(item)}
            </Table.Td>
            <Table.Td ta="right" style={nowrap}>
              {cells.money(item, item.advance)}
              {cells.advanceState(item) ? (
                <Text size="xs" c="dark.4">
                  {cells.advanceState(item)}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td ta="right" style={nowrap}>
              {cells.remaining(item)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function BookingCards({ items, kind }: { items: Item[]; kind: 'reservation' | 'inquiry' }) {
  const t = useT();
  const cells = useCells();
  return (
    <Stack gap="sm">
      {items.map((item) => (
        <Card key={item.id} withBorder radius="lg" component={Link} to={detailPath(item)}>
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>{item.code}</Text>
              <BookingStatusChip kind={kind} status={item.status} />
            </Group>
            <Text size="sm">{item.listing.name}</Text>
            <Text size="sm" c="dark.4">
              {cells.guest(item)} · {t('bookingPanel.listing.guests', { count: item.guests })}
            </Text>
            <Text size="sm">{cells.dates(item)}</Text>
            <Group justify="space-between">
              <Text size="sm" c="dark.4">
                {cells.advance(item)}
              </Text>
              <Text fw={700}>{cells.total(item)}</Text>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** /reservations and /inquiries: filters in the URL, a table on desktop, cards on phones. */
export function BookingList({ kind }: { kind: 'reservation' | 'inquiry' }) {
  const t = useT();
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFrom(searchParams);
  const reservations = useQuery({
    ...hostReservationsQueryOptions(filter, locale),
    enabled: kind === 'reservation',
  });
  const inquiries = useQuery({
    ...hostInquiriesQueryOptions(filter, locale),
    enabled: kind === 'inquiry',
  });
  const list = kind === 'reservation' ? reservations : inquiries;
  const items: Item[] = list.data?.data ?? [];
  const total = list.data?.meta.total ?? 0;

  return (
    <Stack gap="lg">
      <PageTitle
        title={t(
          kind === 'reservation'
            ? 'bookingPanel.host.reservations_title'
            : 'bookingPanel.host.inquiries_title',
        )}
      />
      <BookingFilters kind={kind} />
      {list.isError ? (
        <Alert color="red" variant="light" role="alert">
          {list.error.message}
        </Alert>
      ) : list.isPending ? (
        <Stack gap="xs">
          <Skeleton h={44} />
          <Skeleton h={44} />
          <Skeleton h={44} />
        </Stack>
      ) : items.length === 0 ? (
        <Text c="dark.4">
          {t(
            kind === 'reservation'
              ? 'bookingPanel.host.empty_reservations'
              : 'bookingPanel.host.empty_inquiries',
          )}
        </Text>
      ) : (
        <>
          {/* The panel's column is 1140 px; the table takes the screen's width beyond it. */}
          <Box visibleFrom="lg" style={{ marginInline: WIDER }}>
            <BookingTable items={items} kind={kind} />
          </Box>
          <Box hiddenFrom="lg">
            <BookingCards items={items} kind={kind} />
          </Box>
          {total > PER_PAGE ? (
            <Group justify="center">
              <Pager
                total={Math.ceil(total / PER_PAGE)}
                value={filter.page ?? 1}
                onChange={(page) => {
                  const next = new URLSearchParams(searchParams);
                  next.set('page', String(page));
                  setSearchParams(next);
                }}
              />
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}
