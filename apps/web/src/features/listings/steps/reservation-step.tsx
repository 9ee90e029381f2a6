import { reservationStepSchema, type Listing } from '@gazda/contracts/listings';
import {
  Badge,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Controller } from 'react-hook-form';
import { fieldMessage, useZodForm } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { useUpdateListingStep } from '../api/update-listing-step';
import { CounterField } from '../fields/counter-field';
import { AvailabilityRulesFields } from '../../../ui/form/availability-rules-fields';
import { OptionalNumberField } from '../../../ui/form/optional-number-field';
import { normalizeTime } from '../fields/time';
import { putServerErrors, StepForm, type StepProps } from './step-form';
import { WeekdayMinStay } from './weekday-min-stay';

function defaults(listing: Listing) {
  return {
    booking_mode: listing.booking_mode ?? ('inquiry' as const),
    min_stay: listing.min_stay,
    min_stay_by_weekday: { ...listing.min_stay_by_weekday },
    weekend_min_stay: listing.weekend_min_stay,
    check_in_from: listing.check_in_from ?? '14:00',
    check_in_to: listing.check_in_to ?? '22:00',
    check_out_until: listing.check_out_until ?? '10:00',
    max_stay: listing.max_stay,
    advance_notice_days: listing.advance_notice_days,
    same_day_cutoff: listing.same_day_cutoff,
    preparation_nights: listing.preparation_nights,
    booking_window_days: listing.booking_window_days,
    closed_to_arrival: listing.closed_to_arrival,
    closed_to_departure: listing.closed_to_departure,
    collects_tourist_tax: listing.collects_tourist_tax,
  };
}

/** Instant booking or inquiry, minimum stays, the availability rules and the house times. */
export function ReservationStep({ listing, onSaved }: StepProps) {
  const t = useT();
  const save = useUpdateListingStep(listing.id);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(reservationStepSchema, { defaultValues: defaults(listing) });

  const submit = handleSubmit((values) =>
    save.mutate(
      { step: 'reservation', ...values },
      { onSuccess: onSaved, onError: putServerErrors(setError) },
    ),
  );

  return (
    <StepForm onSubmit={submit} error={save.error}>
      <Controller
        control={control}
        name="booking_mode"
        render={({ field, fieldState }) => (
          <Radio.Group
            label={t('listings.form.reservation.mode')}
            value={field.value}
            onChange={field.onChange}
            error={fieldMessage(t, fieldState.error?.message)}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
              <Radio.Card value="instant" radius="md" p="md">
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <Stack gap={4}>
                    <Group gap="xs">
                      <Text fw={600}>{t('listings.form.reservation.instant')}</Text>
                      <Badge color="green" variant="light" size="sm">
                        {t('listings.form.reservation.instant_claim')}
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t('listings.form.reservation.instant_hint')}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
              <Radio.Card value="inquiry" radius="md" p="md">
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <Stack gap={4}>
                    <Text fw={600}>{t('listings.form.reservation.inquiry')}</Text>
                    <Text size="sm" c="dimmed">
                      {t('listings.form.reservation.inquiry_hint')}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            </SimpleGrid>
          </Radio.Group>
        )}
      />
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {t('listings.form.reservation.min_stay_title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
          <CounterField
            control={control}
            name="min_stay"
            label={t('listings.form.reservation.min_stay')}
            max={365}
            required
          />
          <OptionalNumberField
            control={control}
            name="weekend_min_stay"
            label={t('listings.form.reservation.weekend_min_stay')}
            description={t('listings.form.reservation.weekend_min_stay_hint')}
            min={1}
            max={365}
          />
        </SimpleGrid>
        <WeekdayMinStay control={control} />
      </Stack>
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {t('listings.availability.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('listings.availability.intro')}
        </Text>
        <AvailabilityRulesFields control={control} />
      </Stack>
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {t('listings.form.reservation.times')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg">
          <TextInput
            label={t('listings.form.reservation.check_in_from')}
            withAsterisk
            placeholder={t('listings.form.reservation.time_placeholder')}
            inputMode="numeric"
            maxLength={5}
            {...register('check_in_from', { setValueAs: normalizeTime })}
            error={fieldMessage(t, errors.check_in_from?.message)}
          />
          <TextInput
            label={t('listings.form.reservation.check_in_to')}
            withAsterisk
            placeholder={t('listings.form.reservation.time_placeholder')}
            inputMode="numeric"
            maxLength={5}
            {...register('check_in_to', { setValueAs: normalizeTime })}
            error={fieldMessage(t, errors.check_in_to?.message)}
          />
          <TextInput
            label={t('listings.form.reservation.check_out_until')}
            withAsterisk
            placeholder={t('listings.form.reservation.time_placeholder')}
            inputMode="numeric"
            maxLength={5}
            {...register('check_out_until', { setValueAs: normalizeTime })}
            error={fieldMessage(t, errors.check_out_until?.message)}
          />
        </SimpleGrid>
      </Stack>
      <Switch
        label={t('touristTax.collects')}
        description={t('touristTax.collects_hint')}
        {...register('collects_tourist_tax')}
        error={fieldMessage(t, errors.collects_tourist_tax?.message)}
      />
    </StepForm>
  );
}
