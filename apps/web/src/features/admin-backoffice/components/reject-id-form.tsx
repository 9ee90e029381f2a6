import { rejectGovernmentIdBodySchema } from '@gazda/contracts/government-id';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { applyServerErrors, fieldMessage, useZodForm } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { FormErrors } from '../../../ui/form-errors';
import { notifySuccess } from '../../../ui/notify';
import { useReviewGovernmentId } from '../api/government-ids';

const fields = ['reason'] as const;

/** Rejecting an ID needs a reason: the user reads it on their ID screen and uploads again. */
export function RejectIdForm({ userId, onDone }: { userId: number; onDone: () => void }) {
  const t = useT();
  const { reject } = useReviewGovernmentId(userId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(rejectGovernmentIdBodySchema, { defaultValues: { reason: '' } });

  const submit = handleSubmit((values) =>
    reject.mutate(values.reason, {
      onSuccess: () => {
        notifySuccess(t('admin.ids.rejected'));
        onDone();
      },
      onError: (error) => applyServerErrors(error, setError, fields),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrors error={reject.error} />
        <Textarea
          label={t('admin.ids.reason')}
          description={t('admin.ids.reason_hint')}
          autosize
          minRows={3}
          data-autofocus
          {...register('reason')}
          error={fieldMessage(t, errors.reason?.message)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={reject.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="red" loading={reject.isPending}>
            {t('admin.ids.reject')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
