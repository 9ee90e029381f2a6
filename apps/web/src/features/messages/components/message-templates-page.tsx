import {
  messageTemplateBodySchema,
  type MessageTemplate,
  type MessageTemplateBody,
} from '@gazda/contracts/messages';
import { PLACEHOLDERS } from '@gazda/domain/message-templates';
import {
  Alert,
  Button,
  Group,
  Loader,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, fieldMessage, useZodForm } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { FormErrors } from '../../../ui/form-errors';
import { PageTitle } from '../../../ui/page-title';
import {
  templatesQueryOptions,
  useDeleteTemplate,
  useSaveTemplate,
} from '../api/message-templates';

/**
 * /listing/{category}/{id}/messages: the listing's scheduled messages (check-in instructions
 * before arrival, a thank-you after departure), sent by the server at the listing's local time.
 */
export function MessageTemplatesPage({
  listingId,
  notFound,
}: {
  listingId: number;
  notFound: ReactNode;
}) {
  const t = useT();
  const templates = useQuery(templatesQueryOptions(listingId));
  const remove = useDeleteTemplate(listingId);
  const [editing, setEditing] = useState<MessageTemplate | 'new' | null>(null);
  if (templates.isPending) return <Loader />;
  if (templates.isError)
    return templates.error instanceof ApiError && templates.error.status === 404 ? (
      notFound
    ) : (
      <Alert color="red">{t('messages.templates.error')}</Alert>
    );
  const list = templates.data.data;
  return (
    <Stack gap="md" maw={760}>
      <PageTitle title={t('messages.templates.title')} />
      <Text size="sm" c="dimmed">
        {t('messages.templates.hint')}{' '}
        {t('messages.saved.placeholders', {
          list: PLACEHOLDERS.map((name) => `{${name}}`).join(', '),
        })}
      </Text>
      {remove.error ? <FormErrors error={remove.error} /> : null}
      {list.length === 0 && editing === null ? (
        <Text size="sm">{t('messages.templates.empty')}</Text>
      ) : null}
      {list.map((template) =>
        editing !== 'new' && editing?.id === template.id ? (
          <TemplateForm
            key={template.id}
            listingId={listingId}
            template={template}
            onDone={() => setEditing(null)}
          />
        ) : (
          <Paper key={template.id} withBorder p="md" data-testid="message-template">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {t(`messages.templates.when.${template.trigger}`, {
                    days: template.days,
                    time: template.time,
                  })}
                </Text>
                <Text size="sm" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
                  {template.body_sr || template.body_en}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <Button size="xs" variant="subtle" onClick={() => setEditing(template)}>
                  {t('messages.saved.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  loading={remove.isPending && remove.variables === template.id}
                  onClick={() => remove.mutate(template.id)}
                >
                  {t('messages.templates.delete')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ),
      )}
      {editing === 'new' ? (
        <TemplateForm listingId={listingId} template={null} onDone={() => setEditing(null)} />
      ) : (
        <Button variant="light" w="fit-content" onClick={() => setEditing('new')}>
          {t('messages.templates.add')}
        </Button>
      )}
    </Stack>
  );
}

const FIELDS = ['trigger', 'days', 'time', 'body_sr', 'body_en'] as const;

function TemplateForm({
  listingId,
  template,
  onDone,
}: {
  listingId: number;
  template: MessageTemplate | null;
  onDone: () => void;
}) {
  const t = useT();
  const save = useSaveTemplate(listingId);
  const defaults: MessageTemplateBody = template
    ? {
        trigger: template.trigger,
        days: template.days,
        time: template.time,
        body_sr: template.body_sr,
        body_en: template.body_en,
      }
    : { trigger: 'before_check_in', days: 2, time: '10:00', body_sr: '', body_en: '' };
  const form = useZodForm(messageTemplateBodySchema, { defaultValues: defaults });
  const error = (field: (typeof FIELDS)[number]) =>
    fieldMessage(t, form.formState.errors[field]?.message);
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: template?.id ?? null, body });
      onDone();
    } catch (failure) {
      applyServerErrors(failure, form.setError, FIELDS);
    }
  });
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        {save.error ? <FormErrors error={save.error} /> : null}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Controller
            control={form.control}
            name="trigger"
            render={({ field }) => (
              <Select
                label={t('messages.templates.trigger')}
                data={(['before_check_in', 'after_check_out'] as const).map((value) => ({
                  value,
                  label: t(`messages.templates.trigger.${value}`),
                }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'before_check_in')}
                allowDeselect={false}
                error={error('trigger')}
              />
            )}
          />
          <Controller
            control={form.control}
            name="days"
            render={({ field }) => (
              <NumberInput
                label={t('messages.templates.days')}
                min={0}
                max={30}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                error={error('days')}
              />
            )}
          />
          <TextInput
            label={t('messages.templates.time')}
            type="time"
            {...form.register('time')}
            error={error('time')}
          />
        </SimpleGrid>
        <Textarea
          label={t('messages.templates.body_sr')}
          autosize
          minRows={3}
          {...form.register('body_sr')}
          error={error('body_sr')}
        />
        <Textarea
          label={t('messages.templates.body_en')}
          autosize
          minRows={3}
          {...form.register('body_en')}
          error={error('body_en')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('messages.saved.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('messages.templates.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
