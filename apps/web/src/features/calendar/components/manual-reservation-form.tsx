import type { Reservation } from '@gazda/contracts/calendar';
import type { LocalDate } from '@gazda/domain/dates';
import { formatDate } from '@gazda/i18n/format';
import { Button, Group, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, fieldMessage, useZodForm } from '../../../lib/form';
import { useLocale, useT } from '../../../lib/i18n';
import { FormErrors } from '../../../ui/form-errors';
import { DateRangeInput } from '../../../ui/form/date-range-input';
import { MoneyField } from '../../../ui/form/money-field';
import { useCreateManualReservation } from '../api/create-manual-reservation';
import { useUpdateManualReservation } from '../api/update-manual-reservation';
import {
  editReservationFields,
  editReservationFormSchema,
  isStayDateRefused,
} from '../utils/manual-reservation-form';
import { notifyApiError } from '../utils/notify-api-error';
import { RulesWarning } from './rules-warning';

/** The range picker of the edit screen: which days it refuses and how far it reaches. */
export type StayDatePicker = {
  available: (date: LocalDate) => boolean;
  minDate: LocalDate;
  maxDate?: LocalDate;
};

type ManualReservationFormProps = {
  listingId: number;
  currency: string;
  maxGuests: number;
  /** The stay: the selected range when adding, the reservation's dates when editing. */
  stay: { check_in: LocalDate; check_out: LocalDate };
  /** Editing this reservation (PUT); without it the form adds one (POST). */
  reservation?: Reservation;
  /** Editing: the dates can be chosen again; adding keeps the selected range. */
  datePicker?: StayDatePicker;
  onDone: (reservation: Reservation) => void;
  onCancel?: () => void;
};

/**
 * The host's own reservation: guest name, guests, the total typed in major units (sent in minor),
 * a comment. It blocks the nights and carries no platform fee. A 422 lands on its fields; any
 * other refusal (409: a night is taken) is a notification.
 */
export function ManualReservationForm(props: ManualReservationFormProps) {
  const { listingId, currency, maxGuests, stay, reservation, datePicker } = props;
  const t = useT();
  const locale = useLocale();
  const create = useCreateManualReservation(listingId);
  const update = useUpdateManualReservation(listingId, reservation?.id ?? 0);
  const mutation = reservation ? update : create;
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = useZodForm(editReservationFormSchema(maxGuests), {
    defaultValues: {
      ...stay,
      guest_name: reservation
        ? `${reservation.guest.first_name} ${reservation.guest.last_name}`.trim()
        : '',
      guests: reservation?.guests ?? 1,
      total: reservation?.total ?? (null as unknown as number),
      comment: reservation?.comment ?? '',
    },
  });

  // mutateAsync, not mutate's callbacks: the saved nights refetch the calendar, which can unmount
  // this form before mutate's onSuccess would run, and the host would never hear it was saved.
  const submit = handleSubmit(async (body) => {
    try {
      const saved = reservation ? await update.mutateAsync(body) : await create.mutateAsync(body);
      props.onDone(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422)
        applyServerErrors(error, setError, editReservationFields);
      else notifyApiError(error);
    }
  });
  const validationError =
    mutation.error instanceof ApiError && mutation.error.status === 422 ? mutation.error : null;
  const formName = t(reservation ? 'calendar.reservation.form_name' : 'calendar.manual.form_name');
  const checkIn = watch('check_in');
  const checkOut = watch('check_out');

  return (
    <form onSubmit={submit} noValidate aria-label={formName}>
      <Stack gap="sm">
        <FormErrors error={validationError} />
        {datePicker ? (
          <DateRangeInput
            label={t('calendar.reservation.dates')}
            placeholder={t('calendar.reservation.dates_placeholder')}
            description={t('calendar.reservation.dates_hint')}
            withAsterisk
            value={[checkIn || null, checkOut || null]}
            onChange={([from, to]) => {
              const options = { shouldDirty: true, shouldValidate: isSubmitted };
              setValue('check_in', from ?? '', options);
              setValue('check_out', to ?? '', options);
            }}
            defaultDate={checkIn || undefined}
            minDate={datePicker.minDate}
            maxDate={datePicker.maxDate}
            excludeDate={(date) =>
              isStayDateRefused(date, datePicker.available, checkIn && !checkOut ? checkIn : null)
            }
            allowSingleDateInRange={false}
            numberOfColumns={1}
            popoverProps={{ withinPortal: true, zIndex: 400 }}
            error={fieldMessage(t, errors.check_in?.message ?? errors.check_out?.message)}
          />
        ) : (
          <Text size="sm">
            {t('calendar.manual.stay', {
              from: formatDate(stay.check_in, locale),
              to: formatDate(stay.check_out, locale),
            })}
          </Text>
        )}
        <TextInput
          label={t('calendar.manual.guest_name')}
          withAsterisk
          maxLength={120}
          autoComplete="off"
          {...register('guest_name')}
          error={fieldMessage(t, errors.guest_name?.message)}
        />
        <Controller
          control={control}
          name="guests"
          render={({ field }) => (
            <NumberInput
              label={t('calendar.manual.guests')}
              description={t('calendar.manual.max_guests', { count: maxGuests })}
              withAsterisk
              value={field.value}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : 1)}
              onBlur={field.onBlur}
              min={1}
              max={maxGuests}
              clampBehavior="strict"
              allowDecimal={false}
              allowNegative={false}
              w={160}
              error={fieldMessage(t, errors.guests?.message)}
            />
          )}
        />
        <MoneyField
          control={control}
          name="total"
          label={t('calendar.manual.total')}
          required
          currency={currency}
        />
        <Textarea
          label={t('calendar.manual.comment')}
          autosize
          minRows={2}
          maxLength={2000}
          {...register('comment')}
          error={fieldMessage(t, errors.comment?.message)}
        />
        <RulesWarning
          listingId={listingId}
          checkIn={checkIn}
          checkOut={checkOut}
          guests={watch('guests') || 1}
        />
        <Text size="xs" c="dimmed">
          {t('calendar.manual.no_fee')}
        </Text>
        <Group gap="xs">
          <Button key="save" type="submit" loading={mutation.isPending}>
            {t(reservation ? 'calendar.reservation.save' : 'calendar.manual.save')}
          </Button>
          {props.onCancel ? (
            <Button
              key="cancel"
              variant="default"
              onClick={props.onCancel}
              disabled={mutation.isPending}
            >
              {t('calendar.manual.cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
