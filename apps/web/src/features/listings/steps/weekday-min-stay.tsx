import type { reservationStepSchema } from '@gazda/contracts/listings';
import { Input, NumberInput, SimpleGrid } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { fieldMessage } from '../../../lib/form';
import { useLocale, useT } from '../../../lib/i18n';
import { dateFormatter } from '@gazda/i18n/format';
import type { Locale } from '@gazda/i18n/locales';

type Values = z.input<typeof reservationStepSchema>;
type Weekday = '0' | '1' | '2' | '3' | '4' | '5' | '6';

/** Monday first, as calendars in Serbia are; keys are JavaScript's (0 = Sunday), like the domain. */
const WEEKDAYS: Weekday[] = ['1', '2', '3', '4', '5', '6', '0'];

function weekdayName(day: Weekday, locale: Locale): string {
  // 4 January 1970 was a Sunday.
  return dateFormatter(locale, 'weekday').format(new Date(Date.UTC(1970, 0, 4 + Number(day))));
}

/** Minimum stay per check-in weekday: empty means the general minimum applies. */
export function WeekdayMinStay({
  control,
}: {
  control: Control<Values, unknown, z.output<typeof reservationStepSchema>>;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <Controller
      control={control}
      name="min_stay_by_weekday"
      render={({ field, fieldState }) => {
        const value = field.value ?? {};
        const set = (day: Weekday, next: number | string) => {
          const copy = { ...value };
          if (typeof next === 'number') copy[day] = next;
          else delete copy[day];
          field.onChange(copy);
        };
        return (
          <Input.Wrapper
            label={t('listings.form.reservation.by_weekday')}
            description={t('listings.form.reservation.by_weekday_hint')}
            error={fieldMessage(t, fieldState.error?.message)}
          >
            <SimpleGrid cols={{ base: 4, sm: 7 }} spacing="xs" mt={6}>
              {WEEKDAYS.map((day) => (
                <NumberInput
                  key={day}
                  label={weekdayName(day, locale)}
                  value={value[day] ?? ''}
                  onChange={(next) => set(day, next)}
                  min={1}
                  max={365}
                  allowDecimal={false}
                  allowNegative={false}
                  hideControls
                  inputMode="numeric"
                  size="sm"
                />
              ))}
            </SimpleGrid>
          </Input.Wrapper>
        );
      }}
    />
  );
}
