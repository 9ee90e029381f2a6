import { Button, Stack } from '@mantine/core';
import { useLocale, useT } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useAdminInquiries } from '../api/get-admin-bookings';
import { useConfirmInquiry } from '../api/booking-steps';
import { BookingCard } from './booking-card';
import { QueueState } from './queue-state';

/** Inquiries the guest confirmed, awaiting the platform: confirming makes the reservation. */
export function InquiryQueue() {
  const t = useT();
  const locale = useLocale();
  const inquiries = useAdminInquiries('confirmed', locale);
  const confirm = useConfirmInquiry();
  return (
    <QueueState
      query={inquiries}
      isEmpty={(data) => data.data.length === 0}
      empty={t('admin.inquiries.empty')}
    >
      {(data) => (
        <Stack gap="sm">
          {data.data.map((item) => (
            <BookingCard
              key={item.id}
              kind="inquiry"
              item={item}
              actions={
                <Button
                  color="green"
                  loading={confirm.isPending && confirm.variables === item.id}
                  disabled={confirm.isPending && confirm.variables !== item.id}
                  onClick={() =>
                    confirm.mutate(item.id, {
                      onSuccess: () => notifySuccess(t('admin.inquiries.confirmed')),
                      onError: notifyError,
                    })
                  }
                >
                  {t('admin.inquiries.confirm')}
                </Button>
              }
            />
          ))}
        </Stack>
      )}
    </QueueState>
  );
}
