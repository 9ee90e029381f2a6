import { formatDateTime } from '@gazda/i18n/format';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { BookingStatusChip } from '../../../ui/booking-status-chip';
import { notifySuccess } from '../../../ui/notify';
import { PageTitle } from '../../../ui/page-title';
import { hostInquiryQueryOptions, useAnswerInquiry } from '../api/host-bookings';
import { BookingFacts } from './booking-facts';
import { BookingTimeline } from './booking-timeline';

/**
 * /inquiry/{id}: answer once (available or not, with a message), the comment and the history of
 * every change from the activity log, as the reservation page shows it.
 */
export function InquiryDetail({ id, notFound }: { id: number; notFound: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const inquiry = useQuery(hostInquiryQueryOptions(id, locale));
  const answer = useAnswerInquiry(id);
  const [message, setMessage] = useState('');

  if (inquiry.isPending) return <Loader />;
  if (inquiry.isError) return notFound;
  const item = inquiry.data;
  const canAnswer =
    item.allowed_actions.includes('answer_available') ||
    item.allowed_actions.includes('answer_unavailable');

  function send(available: boolean) {
    answer.mutate(
      { available, message },
      { onSuccess: () => notifySuccess(t('bookingPanel.host.answered')) },
    );
  }

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={routePath('inquiries')} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('bookingPanel.common.back')}
        </Group>
      </Anchor>
      {item.conversation_id ? (
        <Button
          component={Link}
          variant="light"
          w="fit-content"
          to={routePath('inbox.conversation', { id: item.conversation_id })}
        >
          {t('messages.booking.with_guest')}
        </Button>
      ) : null}
      <Group justify="space-between" align="flex-start">
        <PageTitle title={t('bookingPanel.host.inquiry_title', { code: item.code })} />
        <Group gap="xs">
          {item.unresolved ? (
            <Text size="sm" c="red.8" fw={600}>
              {t('bookingPanel.common.unresolved')}
            </Text>
          ) : null}
          <BookingStatusChip kind="inquiry" status={item.status} />
        </Group>
      </Group>
      {item.hold_expires_at && item.status === 'available' ? (
        <Text size="sm" fw={500}>
          {t('bookingPanel.common.hold_until', {
            time: formatDateTime(item.hold_expires_at, locale),
          })}
        </Text>
      ) : null}
      {canAnswer ? (
        <Card withBorder radius="lg">
          <Stack gap="sm">
            <Title order={2} fz="h5">
              {t('bookingPanel.host.answer_title')}
            </Title>
            <Textarea
              label={t('bookingPanel.host.answer_message')}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={2000}
            />
            {answer.error ? (
              <Alert color="red" variant="light" role="alert">
                {answer.error.message}
              </Alert>
            ) : null}
            <Group gap="sm">
              <Button
                color="green"
                loading={answer.isPending && answer.variables.available}
                disabled={answer.isPending}
                onClick={() => send(true)}
              >
                {t('bookingPanel.host.answer_available')}
              </Button>
              <Button
                variant="default"
                loading={answer.isPending && !answer.variables.available}
                disabled={answer.isPending}
                onClick={() => send(false)}
              >
                {t('bookingPanel.host.answer_unavailable')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : null}
      <BookingFacts
        item={item}
        history={<BookingTimeline kind="inquiry" entries={item.timeline} />}
      />
    </Stack>
  );
}
