import type { BookingInquiry, BookingReservation } from '@gazda/contracts/bookings';
import { diffDays } from '@gazda/domain/dates';
import { hostEarningsOf } from '@gazda/domain/pricing';
import { formatDate, formatDateTime, formatMoney } from '@gazda/i18n/format';
import { Card, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { PriceBreakdown } from '../../../ui/price-breakdown';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dark.4">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * The facts of a reservation or inquiry, the guest's comment, the history and the breakdown. The
 * reservation page brings its own cards (contact, money) and the timeline from the log.
 */
export function BookingFacts({
  item,
  cards,
  contact,
  history,
}: {
  item: BookingReservation | BookingInquiry;
  cards?: ReactNode;
  contact?: ReactNode;
  history?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, item.currency, locale);
  const answeredAt = 'answered_at' in item ? item.answered_at : null;
  const steps: { label: string; time: string }[] = [
    {
      label: t('answered_at' in item ? 'bookingPanel.history.sent' : 'bookingPanel.history.booked'),
      time: formatDateTime(item.booked_at, locale),
    },
  ];
  if (answeredAt)
    steps.push({
      label: t('bookingPanel.history.answered'),
      time: formatDateTime(answeredAt, locale),
    });
  steps.push(
    { label: t('bookingPanel.history.check_in'), time: formatDate(item.check_in, locale) },
    { label: t('bookingPanel.history.check_out'), time: formatDate(item.check_out, locale) },
  );

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="lg">
        <Card withBorder radius="lg">
          <SimpleGrid cols={2} spacing="md">
            <Fact label={t('bookingPanel.common.listing')}>{item.listing.name}</Fact>
            <Fact label={t('bookingPanel.common.guest')}>
              {`${item.guest.first_name} ${item.guest.last_name}`.trim()}
            </Fact>
            <Fact label={t('bookingPanel.common.dates')}>
              {t('bookingPanel.common.date_range', {
                from: formatDate(item.check_in, locale),
                to: formatDate(item.check_out, locale),
              })}
            </Fact>
            <Fact label={t('bookingPanel.common.nights')}>
              {t('bookingPanel.host.stay', {
                nights: diffDays(item.check_in, item.check_out),
                guests: item.guests,
              })}
            </Fact>
            <Fact label={t('bookingPanel.common.reference')}>{item.reference_code ?? '—'}</Fact>
            {cards ? null : (
              <>
                <Fact label={t('bookingPanel.common.total')}>{money(item.total)}</Fact>
                <Fact label={t('bookingPanel.host.earnings')}>{money(hostEarningsOf(item))}</Fact>
                <Fact label={t('bookingPanel.common.advance')}>
                  {money(item.advance)}
                  {'advance_paid' in item && item.advance > 0
                    ? ` · ${
                        item.advance_paid
                          ? t('bookingPanel.common.advance_paid')
                          : item.advance_due_date
                            ? t('bookingPanel.common.advance_due', {
                                date: formatDate(item.advance_due_date, locale),
                              })
                            : ''
                      }`
                    : ''}
                </Fact>
                <Fact label={t('bookingPanel.common.remaining')}>{money(item.remaining)}</Fact>
              </>
            )}
          </SimpleGrid>
          {contact}
        </Card>
        {cards}
        <Card withBorder radius="lg">
          <Stack gap="xs">
            <Title order={2} fz="h5">
              {t('bookingPanel.common.comment')}
            </Title>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {item.comment || t('bookingPanel.common.no_comment')}
            </Text>
            {item.owner_response ? (
              <>
                <Title order={2} fz="h5" mt="sm">
                  {t('bookingPanel.common.host_answer')}
                </Title>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {item.owner_response}
                </Text>
              </>
            ) : null}
          </Stack>
        </Card>
      </Stack>
      {/* The history beside the facts: in view on a 1280 px screen, after them on a phone. */}
      <Stack gap="lg">
        {history ?? (
          <Card withBorder radius="lg">
            <Title order={2} fz="h5" mb="sm">
              {t('bookingPanel.common.history')}
            </Title>
            <Timeline active={answeredAt ? 1 : 0} bulletSize={14} lineWidth={2} color="dark">
              {steps.map((entry) => (
                <Timeline.Item key={entry.label} title={entry.label}>
                  <Text size="xs" c="dark.4">
                    {entry.time}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          </Card>
        )}
        <Card withBorder radius="lg">
          <Title order={2} fz="h5" mb="sm">
            {t('bookingPanel.common.breakdown')}
          </Title>
          {item.quote ? (
            <PriceBreakdown quote={item.quote} />
          ) : (
            <Text size="sm" c="dark.4">
              {t('bookingPanel.breakdown.none')}
            </Text>
          )}
        </Card>
      </Stack>
    </SimpleGrid>
  );
}
