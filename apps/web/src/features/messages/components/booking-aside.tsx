import type { Conversation } from '@gazda/contracts/messages';
import { formatDate } from '@gazda/i18n/format';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { BookingStatusChip } from '../../../ui/booking-status-chip';
import { useReportConversation } from '../api/conversations';

/** Where the booking's page is for this side: the host's booking page, the guest's trips. */
function bookingLink(conversation: Conversation): string {
  const booking = conversation.booking!;
  if (conversation.role === 'host')
    return booking.type === 'reservation'
      ? routePath('reservation.show', { id: booking.id })
      : routePath('inquiry.show', { id: booking.id });
  return booking.type === 'reservation'
    ? routePath('my-travel.reservations')
    : routePath('my-travel.inquiries');
}

/** Beside the thread: the booking's dates and status with a link, or the listing for a question. */
export function BookingAside({ conversation }: { conversation: Conversation }) {
  const t = useT();
  const locale = useLocale();
  const { booking } = conversation;
  const report = useReportConversation(conversation.id);
  return (
    <Paper withBorder radius="md" p="sm" component="aside" aria-label={conversation.listing.name}>
      <Stack gap={6}>
        <Text fw={600} size="sm" lineClamp={2}>
          {conversation.listing.name}
        </Text>
        {booking ? (
          <>
            <Group gap="xs" wrap="wrap">
              <Text size="sm">
                {t(
                  booking.type === 'reservation'
                    ? 'messages.booking.reservation'
                    : 'messages.booking.inquiry',
                  { code: booking.code },
                )}
              </Text>
              <BookingStatusChip kind={booking.type} status={booking.status} />
            </Group>
            <Text size="sm">
              {t('messages.booking.dates', {
                from: formatDate(booking.check_in, locale),
                to: formatDate(booking.check_out, locale),
              })}
              {' · '}
              {t('messages.booking.guests', { count: booking.guests })}
            </Text>
            <Anchor component={Link} to={bookingLink(conversation)} size="sm">
              {t('messages.booking.open')}
            </Anchor>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('messages.booking.question')}
            </Text>
            <Anchor
              component={Link}
              to={routePath('ads.show', { id: conversation.listing.id })}
              size="sm"
            >
              {t('messages.booking.listing')}
            </Anchor>
          </>
        )}
        <Group gap={6} wrap="nowrap" align="flex-start">
          {conversation.contacts_shown ? <IconLockOpen size={16} /> : <IconLock size={16} />}
          <Text size="xs" c="dimmed">
            {t(
              conversation.contacts_shown ? 'messages.contacts.shown' : 'messages.contacts.hidden',
            )}
          </Text>
        </Group>
        {report.isSuccess ? (
          <Text size="xs" c="dimmed" role="status">
            {t('messages.report.done')}
          </Text>
        ) : (
          <Button
            variant="subtle"
            color="gray"
            size="compact-xs"
            w="fit-content"
            loading={report.isPending}
            onClick={() => {
              if (window.confirm(t('messages.report.question'))) report.mutate();
            }}
          >
            {t('messages.report.button')}
          </Button>
        )}
        {report.error ? (
          <Text size="xs" c="red.8" role="alert">
            {report.error.message}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
