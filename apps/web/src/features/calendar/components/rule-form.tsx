import { ruleBodySchema, type CalendarRule } from '@gazda/contracts/calendar';
import {
  Button,
  ColorInput,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { applyServerErrors, fieldMessage, useZodForm } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { FormErrors } from '../../../ui/form-errors';
import { notifySuccess } from '../../../ui/notify';
import { useCreateRule } from '../api/create-rule';
import { useUpdateRule } from '../api/update-rule';
import {
  MAX_DISCOUNT_PERCENT,
  MAX_INCREASE_PERCENT,
  percentParts,
  RULE_SWATCHES,
  signedPercent,
} from '../utils/rule-form';

type RuleFormProps = { listingId: number; rule: CalendarRule | null; onDone: () => void };

const fields = ['name', 'color', 'min_stay', 'price_percent'] as const;

/** Create or edit a rule: name, colour, optional minimum stay, a discount or increase in percent. */
export function RuleForm({ listingId, rule, onDone }: RuleFormProps) {
  const t = useT();
  const create = useCreateRule(listingId);
  const update = useUpdateRule(listingId);
  const mutation = rule ? update : create;
  const percentLabelId = useId();
  const [kind, setKind] = useState(percentParts(rule?.price_percent ?? 0).kind);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(ruleBodySchema, {
    defaultValues: rule
      ? {
          name: rule.name,
          color: rule.color,
          min_stay: rule.min_stay,
          price_percent: rule.price_percent,
        }
      : { name: '', color: RULE_SWATCHES[0], min_stay: null, price_percent: 0 },
  });

  const submit = handleSubmit((body) => {
    const options = {
      onSuccess: () => {
        notifySuccess(t(rule ? 'calendar.rules.updated' : 'calendar.rules.created'));
        onDone();
      },
      onError: (error: unknown) => applyServerErrors(error, setError, fields),
    };
    if (rule) update.mutate({ ruleId: rule.id, body }, options);
    else create.mutate(body, options);
  });

  return (
    <Paper withBorder radius="md" p="sm">
      <form
        onSubmit={submit}
        noValidate
        aria-label={t(rule ? 'calendar.rules.edit_title' : 'calendar.rules.new')}
      >
        <Stack gap="sm">
          <Text fw={700}>
            {t(rule ? 'calendar.rules.edit_title' : 'calendar.rules.new')}
          </Text>
          <FormErrors error={mutation.error} />
          <TextInput
            label={t('calendar.rules.name')}
            withAsterisk
            maxLength={60}
            {...register('name')}
            error={fieldMessage(t, errors.name?.message)}
          />
          <Controller
            control={control}
            name="color"
            render={({ field }) => (
              <ColorInput
                label={t('calendar.rules.color')}
                withAsterisk
                format="hex"
                eyeDropperButtonProps={{ 'aria-label': t('common.eye_dropper') }}
                swatches={[...RULE_SWATCHES]}
                swatchesPerRow={8}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldMessage(t, errors.color?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="price_percent"
            render={({ field }) => (
              <Stack gap={6}>
                <Text size="sm" fw={500} id={percentLabelId}>
                  {t('calendar.rules.price_change')}
                </Text>
                <SegmentedControl
                  aria-labelledby={percentLabelId}
                  fullWidth
                  value={kind}
                  onChange={(value) => {
                    const next = value === 'discount' ? 'discount' : 'increase';
                    setKind(next);
                    const limit = next === 'discount' ? MAX_DISCOUNT_PERCENT : MAX_INCREASE_PERCENT;
                    field.onChange(signedPercent(next, Math.min(Math.abs(field.value), limit)));
                  }}
                  data={[
                    { value: 'discount', label: t('calendar.rules.discount') },
                    { value: 'increase', label: t('calendar.rules.increase') },
                  ]}
                />
                <NumberInput
                  aria-label={t('calendar.rules.percent')}
                  value={Math.abs(field.value)}
                  onChange={(value) => field.onChange(signedPercent(kind, Number(value) || 0))}
                  onBlur={field.onBlur}
                  min={0}
                  max={kind === 'discount' ? MAX_DISCOUNT_PERCENT : MAX_INCREASE_PERCENT}
                  clampBehavior="strict"
                  allowDecimal={false}
                  allowNegative={false}
                  rightSection={<span aria-hidden>%</span>}
                  description={t('calendar.rules.percent_hint')}
                  error={fieldMessage(t, errors.price_percent?.message)}
                />
              </Stack>
            )}
          />
          <Controller
            control={control}
            name="min_stay"
            render={({ field }) => (
              <NumberInput
                label={t('calendar.rules.min_stay')}
                description={t('calendar.rules.min_stay_hint')}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(value === '' ? null : Number(value))}
                onBlur={field.onBlur}
                min={1}
                max={365}
                allowDecimal={false}
                allowNegative={false}
                error={fieldMessage(t, errors.min_stay?.message)}
              />
            )}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onDone}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
