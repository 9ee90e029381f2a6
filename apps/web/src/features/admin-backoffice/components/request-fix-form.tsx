import { requestFixBodySchema } from '@gazda/contracts/listings';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { applyServerErrors, fieldMessage, useZodForm } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { FormErrors } from '../../../ui/form-errors';
import { notifySuccess } from '../../../ui/notify';
import { useRequestListingFix } from '../api/review-listing';

const fields = ['errors.sr', 'errors.en'] as const;

/** What the owner must fix, in Serbian and English: the owner reads it in their language. */
export function RequestFixForm({ listingId, onDone }: { listingId: number; onDone: () => void }) {
  const t = useT();
  const requestFix = useRequestListingFix(listingId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(requestFixBodySchema, { defaultValues: { errors: { sr: '', en: '' } } });

  const submit = handleSubmit((values) =>
    requestFix.mutate(values.errors, {
      onSuccess: () => {
        notifySuccess(t('admin.listings.fix_sent'));
        onDone();
      },
      onError: (error) => applyServerErrors(error, setError, fields),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrors error={requestFix.error} />
        <Textarea
          label={t('admin.listings.fix_sr')}
          description={t('admin.listings.fix_hint')}
          autosize
          minRows={3}
          data-autofocus
          {...register('errors.sr')}
          error={fieldMessage(t, errors.errors?.sr?.message)}
        />
        <Textarea
          label={t('admin.listings.fix_en')}
          autosize
          minRows={3}
          {...register('errors.en')}
          error={fieldMessage(t, errors.errors?.en?.message)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={requestFix.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="red" loading={requestFix.isPending}>
            {t('admin.listings.fix_send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
