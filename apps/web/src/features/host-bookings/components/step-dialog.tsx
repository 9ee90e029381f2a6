import { reservationStepFormSchema, STEP_REASON_MAX } from '@gazda/contracts/bookings';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { applyServerErrors, fieldMessage, useZodForm } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { FormErrors } from '../../../ui/form-errors';
import { notifySuccess } from '../../../ui/notify';
import { useReservationStep, type ReservationStep } from '../api/host-bookings';

const fields = ['reason'] as const;

/** The host's no-show report or cancel request, with the reason Gazda reads before deciding. */
export function StepDialog({
  reservationId,
  step,
  onClose,
}: {
  reservationId: number;
  step: ReservationStep | null;
  onClose: () => void;
}) {
  const t = useT();
  const mutation = useReservationStep(reservationId);
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
          notifySuccess(t('bookingPanel.host.action_done'));
          close();
        },
        onError: (error) => applyServerErrors(error, setError, fields),
      },
    );
  });

  const title =
    step === 'no-show'
      ? t('bookingPanel.host.report_no_show')
      : t('bookingPanel.host.request_cancel');
  return (
    <Modal
      opened={step !== null}
      onClose={close}
      title={title}
      closeButtonProps={{ 'aria-label': t('bookingPanel.host.close') }}
    >
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <Text size="sm">
            {step === 'no-show'
              ? t('bookingPanel.host.report_no_show_question')
              : t('bookingPanel.host.request_cancel_question')}
          </Text>
          <FormErrors error={mutation.error} />
          <Textarea
            label={t('bookingPanel.host.reason')}
            description={t('bookingPanel.host.reason_hint')}
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
              {t('bookingPanel.host.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
