import { propertyStepSchema, type Listing } from '@gazda/contracts/listings';
import { Button, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { useZodForm } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { useUpdateListingStep } from '../api/update-listing-step';
import { CounterField } from '../fields/counter-field';
import { ParkingFields } from './parking-fields';
import { RoomsField } from './rooms-field';
import { putServerErrors, StepForm, type StepProps } from './step-form';

type PropertyValues = z.output<typeof propertyStepSchema>;

const noParking = {
  availability: 'no',
  reservation: null,
  price: null,
  price_type: null,
  space: null,
  type: null,
  options: [],
} as const;

function defaults(listing: Listing) {
  const empty = null as unknown as number;
  return {
    max_guests: listing.max_guests ?? empty,
    area_m2: listing.area_m2 ?? empty,
    bedrooms: listing.bedrooms ?? empty,
    bathrooms: listing.bathrooms ?? empty,
    rooms: listing.rooms.length
      ? listing.rooms.map((room) => ({ beds: room.beds.map((bed) => ({ ...bed })) }))
      : [{ beds: [{ type: 'double' as const, count: 1 }] }],
    parking: listing.parking ?? { ...noParking, options: [] },
  };
}

/** Only the answers that apply are sent: no parking clears the rest, a price only when paid. */
function cleanParking(parking: PropertyValues['parking']): PropertyValues['parking'] {
  if (parking.availability === 'no') return { ...noParking, options: [] };
  if (parking.availability === 'free') return { ...parking, price: null, price_type: null };
  return parking;
}

/**
 * What a new maximum of guests does to the extra-guest pricing (the server applies the same,
 * listing-step-rules.ts): below 2 guests it is removed, else a threshold that is no longer below
 * the maximum drops to maximum − 1. The host confirms before it is saved.
 */
function extraGuestEffect(listing: Listing, maxGuests: number) {
  const { extra_guest_price: price, extra_guest_threshold: threshold } = listing;
  if (maxGuests < 2)
    return price !== null || threshold !== null ? { removed: true as const } : null;
  if (threshold !== null && threshold >= maxGuests) return { threshold: maxGuests - 1 };
  return null;
}

export function PropertyStep({ listing, onSaved }: StepProps) {
  const t = useT();
  const save = useUpdateListingStep(listing.id);
  const [pending, setPending] = useState<PropertyValues | null>(null);
  const form = useZodForm(propertyStepSchema, { defaultValues: defaults(listing) });
  const { control, handleSubmit, setError } = form;

  function send(values: PropertyValues) {
    setPending(null);
    save.mutate(
      { step: 'property', ...values, parking: cleanParking(values.parking) },
      { onSuccess: onSaved, onError: putServerErrors(setError) },
    );
  }

  const submit = handleSubmit((values) => {
    if (extraGuestEffect(listing, values.max_guests)) setPending(values);
    else send(values);
  });
  const effect = pending ? extraGuestEffect(listing, pending.max_guests) : null;

  return (
    <StepForm onSubmit={submit} error={save.error}>
      <SimpleGrid cols={2} spacing="lg" verticalSpacing="lg">
        <CounterField
          control={control}
          name="max_guests"
          label={t('listings.form.property.max_guests')}
          max={50}
          required
        />
        <CounterField
          control={control}
          name="area_m2"
          label={t('listings.form.property.area')}
          max={10_000}
          required
        />
        <CounterField
          control={control}
          name="bedrooms"
          label={t('listings.form.property.bedrooms')}
          min={0}
          max={50}
          required
        />
        <CounterField
          control={control}
          name="bathrooms"
          label={t('listings.form.property.bathrooms')}
          min={0}
          max={50}
          required
        />
      </SimpleGrid>
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {t('listings.form.property.rooms')}
        </Title>
        <RoomsField form={form} />
      </Stack>
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {t('listings.form.parking.title')}
        </Title>
        <ParkingFields form={form} currency={listing.currency} />
      </Stack>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t('listings.form.property.lower_title')}
        centered
      >
        <Stack gap="lg">
          <Text size="sm">
            {effect && 'threshold' in effect
              ? t('listings.form.property.lower_threshold', { count: effect.threshold })
              : t('listings.form.property.remove_extra_guest')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setPending(null)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => pending && send(pending)} loading={save.isPending}>
              {t('listings.form.property.lower_confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </StepForm>
  );
}
