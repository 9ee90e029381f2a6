import { icalImportBodySchema } from '@gazda/contracts/calendar';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { applyServerErrors, fieldMessage, useZodForm } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { FormErrors } from '../../../ui/form-errors';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useAddIcalImport } from '../api/add-ical-import';

const fields = ['url', 'name'] as const;
const empty = { url: '', name: '' };

/** Adds a calendar by its iCal link; the server fetches it at once and answers the first result. */
export function IcalImportForm({ listingId }: { listingId: number }) {
  const t = useT();
  const add = useAddIcalImport(listingId);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useZodForm(icalImportBodySchema, { defaultValues: empty });

  const submit = handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: (created) => {
        reset(empty);
        if (created.last_error) notifyError(new Error(created.last_error));
        else notifySuccess(t('calendar.sync.added', { count: created.event_count }));
      },
      onError: (error) => applyServerErrors(error, setError, fields),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('calendar.sync.add_title')}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('calendar.sync.add_title')}
        </Text>
        <FormErrors error={add.error} />
        <TextInput
          label={t('calendar.sync.url')}
          placeholder={t('calendar.sync.url_placeholder')}
          type="url"
          inputMode="url"
          withAsterisk
          {...register('url')}
          error={fieldMessage(t, errors.url?.message)}
        />
        <TextInput
          label={t('calendar.sync.name')}
          placeholder={t('calendar.sync.name_placeholder')}
          withAsterisk
          maxLength={60}
          {...register('name')}
          error={fieldMessage(t, errors.name?.message)}
        />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={add.isPending}>
            {t('calendar.sync.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
