import { locationStepSchema, type Listing } from '@gazda/contracts/listings';
import { Input, NumberInput, Select, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { fieldMessage, useZodForm } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { useCountries } from '../api/get-countries';
import { useUpdateListingStep } from '../api/update-listing-step';
import { OptionalNumberField } from '../../../ui/form/optional-number-field';
import { putServerErrors, StepForm, type StepProps } from './step-form';

// Leaflet is loaded only here, and only once the fields are on screen.
const LocationMap = lazy(() => import('./location-map').then((m) => ({ default: m.LocationMap })));

const empty = null as unknown as number;

function defaults(listing: Listing) {
  return {
    country: listing.country ?? 'RS',
    city: listing.city ?? '',
    street_and_number: listing.street_and_number ?? '',
    floor: listing.floor,
    suite_number: listing.suite_number,
    latitude: listing.latitude ?? empty,
    longitude: listing.longitude ?? empty,
  };
}

const emptyToNull = (value: unknown) => (value === '' ? null : value);

/** Address and the pin; the pin is placed on the map or typed, so the step works offline too. */
export function LocationStep({ listing, onSaved }: StepProps) {
  const t = useT();
  const save = useUpdateListingStep(listing.id);
  const countries = useCountries();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useZodForm(locationStepSchema, { defaultValues: defaults(listing) });
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });

  const submit = handleSubmit((values) =>
    save.mutate(
      { step: 'location', ...values },
      { onSuccess: onSaved, onError: putServerErrors(setError) },
    ),
  );

  function pick(lat: number, lng: number) {
    const round = (value: number) => Math.round(value * 1e6) / 1e6;
    setValue('latitude', round(lat), { shouldValidate: true, shouldDirty: true });
    setValue('longitude', round(lng), { shouldValidate: true, shouldDirty: true });
  }

  const coordinate = (name: 'latitude' | 'longitude', label: string, limit: number) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          ref={field.ref}
          label={label}
          withAsterisk
          value={typeof field.value === 'number' ? field.value : ''}
          onChange={(next) => field.onChange(typeof next === 'number' ? next : null)}
          onBlur={field.onBlur}
          decimalScale={6}
          min={-limit}
          max={limit}
          hideControls
          inputMode="decimal"
          error={fieldMessage(t, fieldState.error?.message)}
        />
      )}
    />
  );

  return (
    <StepForm onSubmit={submit} error={save.error}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Controller
          control={control}
          name="country"
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              label={t('listings.form.location.country')}
              withAsterisk
              searchable
              data={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              allowDeselect={false}
              nothingFoundMessage={t('listings.form.location.no_country')}
              error={fieldMessage(t, fieldState.error?.message)}
            />
          )}
        />
        <TextInput
          label={t('listings.form.location.city')}
          withAsterisk
          autoComplete="address-level2"
          {...register('city')}
          error={fieldMessage(t, errors.city?.message)}
        />
        <TextInput
          label={t('listings.form.location.street')}
          description={t('listings.form.location.street_hint')}
          withAsterisk
          autoComplete="street-address"
          {...register('street_and_number')}
          error={fieldMessage(t, errors.street_and_number?.message)}
        />
        <SimpleGrid cols={2}>
          <OptionalNumberField
            control={control}
            name="floor"
            label={t('listings.form.location.floor')}
            min={-5}
            max={200}
            allowNegative
          />
          <TextInput
            label={t('listings.form.location.suite')}
            {...register('suite_number', { setValueAs: emptyToNull })}
            error={fieldMessage(t, errors.suite_number?.message)}
          />
        </SimpleGrid>
      </SimpleGrid>
      <Input.Wrapper
        label={t('listings.form.location.pin')}
        description={t('listings.form.location.pin_hint')}
      >
        <Stack gap="sm" mt={6}>
          <Suspense fallback={<Skeleton h={320} radius="md" />}>
            <LocationMap
              latitude={typeof latitude === 'number' ? latitude : null}
              longitude={typeof longitude === 'number' ? longitude : null}
              onPick={pick}
            />
          </Suspense>
          <SimpleGrid cols={2}>
            {coordinate('latitude', t('listings.form.location.latitude'), 90)}
            {coordinate('longitude', t('listings.form.location.longitude'), 180)}
          </SimpleGrid>
        </Stack>
      </Input.Wrapper>
    </StepForm>
  );
}
