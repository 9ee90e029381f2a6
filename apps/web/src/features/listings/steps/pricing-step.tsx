import { pricingStepSchema, type Listing } from '@gazda/contracts/listings';
import { Alert, Input, SegmentedControl, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Controller, useWatch } from 'react-hook-form';
import { useZodForm } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { useUpdateListingStep } from '../api/update-listing-step';
import { MoneyField } from '../../../ui/form/money-field';
import { OptionalNumberField } from '../../../ui/form/optional-number-field';
import { putServerErrors, StepForm, type StepProps } from './step-form';

function defaults(listing: Listing) {
  return {
    currency: listing.currency,
    base_price: listing.base_price ?? (null as unknown as number),
    weekend_price: listing.weekend_price,
    extra_guest_price: listing.extra_guest_price,
    extra_guest_threshold: listing.extra_guest_threshold,
    weekly_discount_percent: listing.weekly_discount_percent,
    monthly_discount_percent: listing.monthly_discount_percent,
  };
}

/** Nightly prices in the listing's currency, the extra-guest fee and the long-stay discounts. */
export function PricingStep({ listing, onSaved }: StepProps) {
  const t = useT();
  const save = useUpdateListingStep(listing.id);
  const { control, handleSubmit, setError } = useZodForm(pricingStepSchema, {
    defaultValues: defaults(listing),
  });
  const currency = useWatch({ control, name: 'currency' }) ?? listing.currency;
  const maxGuests = listing.max_guests ?? 0;
  // docs/rules/product.md §5: an extra-guest fee needs room for at least 2 guests.
  const extraGuests = maxGuests >= 2;

  const submit = handleSubmit((values) =>
    save.mutate(
      {
        step: 'pricing',
        ...values,
        ...(extraGuests ? {} : { extra_guest_price: null, extra_guest_threshold: null }),
      },
      { onSuccess: onSaved, onError: putServerErrors(setError) },
    ),
  );

  return (
    <StepForm onSubmit={submit} error={save.error}>
      <Controller
        control={control}
        name="currency"
        render={({ field }) => (
          <Input.Wrapper label={t('listings.form.pricing.currency')}>
            <SegmentedControl
              mt={4}
              value={field.value}
              onChange={field.onChange}
              data={['EUR', 'RSD']}
              display="flex"
              maw={240}
            />
          </Input.Wrapper>
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <MoneyField
          control={control}
          name="base_price"
          label={t('listings.form.pricing.base')}
          description={t('listings.form.pricing.base_hint')}
          currency={currency}
          required
        />
        <MoneyField
          control={control}
          name="weekend_price"
          label={t('listings.form.pricing.weekend')}
          description={t('listings.form.pricing.weekend_hint')}
          currency={currency}
        />
      </SimpleGrid>
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {t('listings.form.pricing.extra_title')}
        </Title>
        {extraGuests ? null : (
          <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />}>
            {t('listings.form.pricing.extra_disabled')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <MoneyField
            control={control}
            name="extra_guest_price"
            label={t('listings.form.pricing.extra_price')}
            description={t('listings.form.pricing.extra_price_hint')}
            currency={currency}
            disabled={!extraGuests}
          />
          <OptionalNumberField
            control={control}
            name="extra_guest_threshold"
            label={t('listings.form.pricing.extra_threshold')}
            description={t('listings.form.pricing.extra_threshold_hint', {
              max: Math.max(1, maxGuests - 1),
            })}
            min={1}
            max={Math.max(1, maxGuests - 1)}
            disabled={!extraGuests}
          />
        </SimpleGrid>
      </Stack>
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {t('listings.form.pricing.discounts')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <OptionalNumberField
            control={control}
            name="weekly_discount_percent"
            label={t('listings.form.pricing.weekly')}
            description={t('listings.form.pricing.weekly_hint')}
            min={0}
            max={90}
            suffix=" %"
          />
          <OptionalNumberField
            control={control}
            name="monthly_discount_percent"
            label={t('listings.form.pricing.monthly')}
            description={t('listings.form.pricing.monthly_hint')}
            min={0}
            max={90}
            suffix=" %"
          />
        </SimpleGrid>
      </Stack>
    </StepForm>
  );
}
