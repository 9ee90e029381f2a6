import { reservationStepFormSchema, STEP_REASON_MAX } from '@gazda/contracts/bookings';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { applyServerErrors, fieldMessage, useZodForm } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { FormErrors } from '../../../ui/form-errors';
import { notifySuccess } from '../../../ui/notify';
import { useReservationStep, type ReservationStep } from '../api/host-bookings';

const fields = ['reason'] as const;

/** Each step's words: its title, its question, the reason's hint, the send button. */
const texts = {
  'no-show': {
    title: 'bookingPanel.host.report_no_show',
    question: 'bookingPanel.host.report_no_show_question',
    hint: 'bookingPanel.host.reason_hint',
    send: 'bookingPanel.host.send',
  },
  'cancel-request': {
    title: 'bookingPanel.host.request_cancel',
    question: 'bookingPanel.host.request_cancel_question',
    hint: 'bookingPanel.host.reason_hint',
    send: 'bookingPanel.host.send',
  },
  'cancel-manual': {
    title: 'bookingPanel.host.cancel_manual',
    question: 'bookingPanel.host.cancel_manual_question',
    hint: 'bookingPanel.host.cancel_manual_hint',
    send: 'bookingPanel.host.cancel_manual_confirm',
  },
} as const;

/**
 * The host's no-show report or cancel request, with the reason Gazda reads before deciding, or
 * the cancel of the host's own (manual) booking, with a reason kept in its timeline.
 */
export function StepDialog({
  reservation,
  step,
  onClose,
}: {
  reservation: { id: number; code: string; listing: { id: number } };
  step: ReservationStep | null;
  onClose: () => void;
}) {
  const t = useT();
  const mutation = useReservationStep(reservation.id, reservation.listing.id);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useZodForm(reservationStepFormSchema, { defaultValues: { reason: '' } });

  function close() {
    reset();
    mutation.reset();
    onClose();
  }

  const submit = handleSubmit((values) => {
    if (!step) return;
    mutation.mutate(
      { step, reason: values.reason },
      {
        onSuccess: () => {
          notifySuccess(
            step === 'cancel-manual'
              ? t('bookingPanel.host.cancel_manual_done', { code: reservation.code })
              : t('bookingPanel.host.action_done'),
          );
          close();
        },
        onError: (error) => applyServerErrors(error, setError, fields),
      },
    );
  });

  const words = texts[step ?? 'no-show'];
  const title = t(words.title);
  return (
    <Modal
      opened={step !== null}
      onClose={close}
      title={title}
      closeButtonProps={{ 'aria-label': t('bookingPanel.host.close') }}
    >
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <Text size="sm">{t(words.question)}</Text>
          <FormErrors error={mutation.error} />
          <Textarea
            label={t('bookingPanel.host.reason')}
            description={t(words.hint)}
            required
            autosize
            minRows={3}
            maxLength={STEP_REASON_MAX}
            data-autofocus
            {...register('reason')}
            error={fieldMessage(t, errors.reason?.message)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={mutation.isPending}>
              {t('bookingPanel.host.close')}
            </Button>
            <Button type="submit" color="red" loading={mutation.isPending}>
              {t(words.send)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
