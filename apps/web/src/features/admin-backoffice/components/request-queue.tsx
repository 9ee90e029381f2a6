import type { MessageKey } from '@gazda/i18n/catalog';
import { Button, Stack, Title } from '@mantine/core';
import { useLocale, useT } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useReservationStep, type ReservationStep } from '../api/booking-steps';
import { useAdminReservations } from '../api/get-admin-bookings';
import { BookingCard } from './booking-card';
import { QueueState } from './queue-state';

type Kind = {
  status: 'cancel_requested' | 'no_show_reported';
  title: MessageKey;
  empty: MessageKey;
  steps: { step: Exclude<ReservationStep, 'advance-paid'>; label: MessageKey; color: string }[];
};

const kinds: Kind[] = [
  {
    status: 'cancel_requested',
    title: 'admin.requests.cancel_title',
    empty: 'admin.requests.cancel_empty',
    steps: [
      { step: 'resolve-cancel', label: 'admin.requests.resolve_cancel', color: 'red' },
      { step: 'reject-cancel', label: 'admin.requests.reject_cancel', color: 'gray' },
    ],
  },
  {
    status: 'no_show_reported',
    title: 'admin.requests.no_show_title',
    empty: 'admin.requests.no_show_empty',
    steps: [
      { step: 'resolve-no-show', label: 'admin.requests.resolve_no_show', color: 'red' },
      { step: 'reject-no-show', label: 'admin.requests.reject_no_show', color: 'gray' },
    ],
  },
];

function RequestList({ kind }: { kind: Kind }) {
  const t = useT();
  const locale = useLocale();
  const reservations = useAdminReservations(kind.status, locale);
  const step = useReservationStep();
  const busy = (id: number, s: ReservationStep) =>
    step.isPending && step.variables?.id === id && step.variables.step === s;

  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t(kind.title)}
      </Title>
      <QueueState
        query={reservations}
        isEmpty={(data) => data.data.length === 0}
        empty={t(kind.empty)}
      >
        {(data) =>
          data.data.map((item) => (
            <BookingCard
              key={item.id}
              kind="reservation"
              item={item}
              actions={kind.steps.map(({ step: s, label, color }) => (
                <Button
                  key={s}
                  color={color}
                  variant={color === 'gray' ? 'default' : 'filled'}
                  loading={busy(item.id, s)}
                  disabled={step.isPending && !busy(item.id, s)}
                  onClick={() =>
                    step.mutate(
                      { id: item.id, step: s },
                      {
                        onSuccess: () =>
                          notifySuccess(t(`admin.requests.done.${s}`, { code: item.code })),
                        onError: notifyError,
                      },
                    )
                  }
                >
                  {t(label)}
                </Button>
              ))}
            />
          ))
        }
      </QueueState>
    </Stack>
  );
}

/** Cancel requests and reported no-shows, each resolved (cancelled) or rejected (stays). */
export function RequestQueue() {
  return (
    <Stack gap="xl">
      {kinds.map((kind) => (
        <RequestList key={kind.status} kind={kind} />
      ))}
    </Stack>
  );
}
