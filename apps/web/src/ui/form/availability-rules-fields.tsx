import { AVAILABILITY_LIMITS } from '@gazda/domain/availability-rules';
import { dateFormatter } from '@gazda/i18n/format';
import type { Locale } from '@gazda/i18n/locales';
import { Chip, Group, Input, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { fieldMessage } from '../../lib/form';
import { useLocale, useT } from '../../lib/i18n';
import { OptionalNumberField } from './optional-number-field';

type AvailabilityRulesFieldsProps<T extends FieldValues> = {
  /** A form holding the fields of contracts' availabilityRulesSchema under their own names. */
  control: Control<T>;
  /** Narrow places (the calendar's side panel): two columns at most. */
  compact?: boolean;
};

/** Monday first, as calendars in Serbia are; the values are JavaScript's (0 = Sunday). */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

function weekdayName(day: number, locale: Locale): string {
  // 4 January 1970 was a Sunday.
  return dateFormatter(locale, 'weekday').format(new Date(Date.UTC(1970, 0, 4 + day)));
}

const range = (min: number, max: number) =>
  Array.from({ length: max - min + 1 }, (_, i) => min + i);

/**
 * A listing's availability rules (docs/rules/availability.md): maximum stay, advance notice with
 * the same-day cut-off, preparation nights, booking window and the weekdays closed to arrival and
 * departure. The listing form's reservation step and the calendar's settings both show it.
 */
export function AvailabilityRulesFields<T extends FieldValues>({
  control,
  compact = false,
}: AvailabilityRulesFieldsProps<T>) {
  const t = useT();
  const locale = useLocale();
  const name = (field: string) => field as Path<T>;
  const notice = useWatch({ control, name: name('advance_notice_days') }) as number | undefined;
  const limits = AVAILABILITY_LIMITS;
  const cols = compact ? 2 : { base: 1, xs: 2, md: 3 };

  const weekdayChips = (field: 'closed_to_arrival' | 'closed_to_departure') => (
    <Controller
      control={control}
      name={name(field)}
      render={({ field: f, fieldState }) => (
        <Input.Wrapper
          label={t(`listings.availability.${field}`)}
          error={fieldMessage(t, fieldState.error?.message)}
        >
          <Chip.Group
            multiple
            value={((f.value as number[] | undefined) ?? []).map(String)}
            onChange={(values) => f.onChange(values.map(Number).sort((a, b) => a - b))}
          >
            <Group gap={6} mt={6}>
              {WEEKDAYS.map((day) => (
                <Chip key={day} value={String(day)} size="xs" tt="capitalize">
                  {weekdayName(day, locale)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
      )}
    />
  );

  return (
    <Stack gap="sm">
      <SimpleGrid cols={cols} spacing="md">
        <OptionalNumberField
          control={control}
          name={name('max_stay')}
          label={t('listings.availability.max_stay')}
          description={t('listings.availability.no_limit')}
          min={limits.max_stay.min}
          max={limits.max_stay.max}
          allowNegative={false}
        />
        <Controller
          control={control}
          name={name('advance_notice_days')}
          render={({ field, fieldState }) => (
            <Select
              label={t('listings.availability.advance_notice_days')}
              data={range(limits.advance_notice_days.min, limits.advance_notice_days.max).map(
                (days) => ({
                  value: String(days),
                  label:
                    days === 0
                      ? t('listings.availability.same_day')
                      : t('listings.availability.days', { count: days }),
                }),
              )}
              value={String(field.value ?? 0)}
              onChange={(value) => field.onChange(Number(value ?? 0))}
              allowDeselect={false}
              error={fieldMessage(t, fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name={name('same_day_cutoff')}
          render={({ field, fieldState }) => (
            <TextInput
              type="time"
              label={t('listings.availability.same_day_cutoff')}
              description={t('listings.availability.same_day_cutoff_hint')}
              value={(field.value as string | null | undefined) ?? ''}
              onChange={(event) => field.onChange(event.currentTarget.value || null)}
              onBlur={field.onBlur}
              disabled={(notice ?? 0) > 0}
              error={fieldMessage(t, fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name={name('preparation_nights')}
          render={({ field, fieldState }) => (
            <Select
              label={t('listings.availability.preparation_nights')}
              description={t('listings.availability.preparation_nights_hint')}
              data={range(limits.preparation_nights.min, limits.preparation_nights.max).map(
                (nights) => ({ value: String(nights), label: String(nights) }),
              )}
              value={String(field.value ?? 0)}
              onChange={(value) => field.onChange(Number(value ?? 0))}
              allowDeselect={false}
              error={fieldMessage(t, fieldState.error?.message)}
            />
          )}
        />
        <OptionalNumberField
          control={control}
          name={name('booking_window_days')}
          label={t('listings.availability.booking_window_days')}
          description={t('listings.availability.booking_window_hint')}
          min={limits.booking_window_days.min}
          max={limits.booking_window_days.max}
          allowNegative={false}
        />
      </SimpleGrid>
      {weekdayChips('closed_to_arrival')}
      {weekdayChips('closed_to_departure')}
    </Stack>
  );
}
