import type { CalendarInitData } from '@gazda/contracts/calendar';
import {
  availabilityRulesSchema,
  pricingStepSchema,
  reservationStepSchema,
  type AvailabilityRulesBody,
  type Listing,
} from '@gazda/contracts/listings';
import { Alert, Anchor, Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { applyServerErrors, fieldMessage, useZodForm } from '../../../lib/form';
import { useLocale, useT } from '../../../lib/i18n';
import { listingQueryOptions } from '../../../lib/listing-query';
import { routePath } from '../../../lib/route-names';
import { FormErrors } from '../../../ui/form-errors';
import { AvailabilityRulesFields } from '../../../ui/form/availability-rules-fields';
import { MoneyField } from '../../../ui/form/money-field';
import { OptionalNumberField } from '../../../ui/form/optional-number-field';
import { notifySuccess } from '../../../ui/notify';
import { useUpdateListingDefaults } from '../api/update-listing-defaults';
import { weekdayNames } from '../utils/format';
import classes from './listing-defaults-form.module.css';

const availabilityRuleFields = [
  'max_stay',
  'advance_notice_days',
  'same_day_cutoff',
  'preparation_nights',
  'booking_window_days',
  'closed_to_arrival',
  'closed_to_departure',
] as const;

/** The rule fields of a listing or of the form's values, as the reservation step sends them. */
function rulesOf(source: AvailabilityRulesBody): AvailabilityRulesBody {
  return {
    max_stay: source.max_stay,
    advance_notice_days: source.advance_notice_days,
    same_day_cutoff: source.same_day_cutoff,
    preparation_nights: source.preparation_nights,
    booking_window_days: source.booking_window_days,
    closed_to_arrival: source.closed_to_arrival,
    closed_to_departure: source.closed_to_departure,
  };
}

/** The listing's own fields the calendar edits; the limits are those of the listing steps. */
const defaultsSchema = pricingStepSchema.pick({ base_price: true, weekend_price: true }).extend({
  min_stay: reservationStepSchema.shape.min_stay,
  weekend_min_stay: reservationStepSchema.shape.weekend_min_stay,
  min_stay_by_weekday: reservationStepSchema.shape.min_stay_by_weekday,
  ...availabilityRulesSchema.shape,
});

const fields = [
  'base_price',
  'weekend_price',
  'min_stay',
  'weekend_min_stay',
  'min_stay_by_weekday',
  ...availabilityRuleFields,
] as const;
/** Monday first, as in the grid; the keys are the API's ('0' = Sunday). */
const WEEKDAY_KEYS = ['1', '2', '3', '4', '5', '6', '0'] as const;
type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

type ListingDefaultsFormProps = { listingId: number; listing: CalendarInitData['listing'] };

/**
 * Base and weekend price, general, weekend and per-weekday minimum stays and the availability
 * rules (docs/rules/availability.md), saved through the listing's own PATCH (steps 'pricing' and
 * 'reservation'). A step is sent whole, so the fields of the step the calendar does not show come
 * from the listing as stored. The form waits for the stored listing: the rules are only there.
 */
export function ListingDefaultsForm({ listingId, listing }: ListingDefaultsFormProps) {
  const stored = useQuery(listingQueryOptions(listingId));
  if (!stored.data) return <FormErrors error={stored.error} />;
  return <DefaultsForm listingId={listingId} listing={listing} full={stored.data} />;
}

type DefaultsFormProps = ListingDefaultsFormProps & { full: Listing };

function DefaultsForm({ listingId, listing, full }: DefaultsFormProps) {
  const t = useT();
  const locale = useLocale();
  const save = useUpdateListingDefaults(listingId);
  const weekdays = weekdayNames(locale, 'long');
  const initial = {
    base_price: listing.base_price ?? (null as unknown as number),
    weekend_price: listing.weekend_price,
    min_stay: listing.min_stay,
    weekend_min_stay: listing.weekend_min_stay,
    min_stay_by_weekday: Object.fromEntries(
      Object.entries(listing.min_stay_by_weekday).filter(([, nights]) => nights !== null),
    ) as Partial<Record<WeekdayKey, number>>,
    ...rulesOf(full),
  };
  const form = useZodForm(defaultsSchema, { defaultValues: initial });
  const { control, handleSubmit, setError, reset, formState } = form;
  const { errors, dirtyFields } = formState;
  const reservationIncomplete =
    full.booking_mode === null || !full.check_in_from || !full.check_in_to || !full.check_out_until;

  const submit = handleSubmit(async (values) => {
    const rulesDirty = availabilityRuleFields.some((field) => dirtyFields[field]);
    try {
      if (dirtyFields.base_price || dirtyFields.weekend_price)
        await save.mutateAsync({
          step: 'pricing',
          currency: full.currency,
          base_price: values.base_price,
          weekend_price: values.weekend_price,
          extra_guest_price: full.extra_guest_price,
          extra_guest_threshold: full.extra_guest_threshold,
          weekly_discount_percent: full.weekly_discount_percent,
          monthly_discount_percent: full.monthly_discount_percent,
        });
      if (
        (dirtyFields.min_stay ||
          dirtyFields.weekend_min_stay ||
          dirtyFields.min_stay_by_weekday ||
          rulesDirty) &&
        full.booking_mode &&
        full.check_in_from &&
        full.check_in_to &&
        full.check_out_until
      )
        await save.mutateAsync({
          step: 'reservation',
          booking_mode: full.booking_mode,
          min_stay: values.min_stay,
          min_stay_by_weekday: values.min_stay_by_weekday,
          weekend_min_stay: values.weekend_min_stay,
          check_in_from: full.check_in_from,
          check_in_to: full.check_in_to,
          check_out_until: full.check_out_until,
          ...rulesOf(values),
        });
      reset(values);
      notifySuccess(t('calendar.defaults.saved'));
    } catch (error) {
      applyServerErrors(error, setError, fields);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('calendar.defaults.title')}>
      <Stack gap="sm">
        <FormErrors error={save.error} />
        <SimpleGrid cols={2} spacing="xs" className={classes.bottomAligned}>
          <MoneyField
            control={control}
            name="base_price"
            label={t('calendar.defaults.base_price')}
            required
            currency={listing.currency}
          />
          <MoneyField
            control={control}
            name="weekend_price"
            label={t('calendar.defaults.weekend_price')}
            currency={listing.currency}
          />
          <Controller
            control={control}
            name="min_stay"
            render={({ field }) => (
              <NumberInput
                label={t('calendar.defaults.min_stay')}
                withAsterisk
                value={field.value}
                onChange={(value) => field.onChange(Number(value) || 0)}
                onBlur={field.onBlur}
                min={1}
                max={365}
                allowDecimal={false}
                allowNegative={false}
                error={fieldMessage(t, errors.min_stay?.message)}
              />
            )}
          />
          <OptionalNumberField
            control={control}
            name="weekend_min_stay"
            label={t('calendar.defaults.weekend_min_stay')}
            min={1}
            max={365}
            allowNegative={false}
            hideControls={false}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="min_stay_by_weekday"
          render={({ field }) => (
            <Stack gap={4} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
              <Text component="legend" size="sm" fw={500}>
                {t('calendar.defaults.by_weekday')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('calendar.defaults.by_weekday_hint')}
              </Text>
              <SimpleGrid cols={{ base: 4, xs: 7, sm: 4, lg: 4 }} spacing={6}>
                {WEEKDAY_KEYS.map((key, index) => (
                  <NumberInput
                    key={key}
                    label={weekdays[index]}
                    size="xs"
                    value={field.value?.[key] ?? ''}
                    onChange={(value) => {
                      const next = { ...field.value };
                      if (value === '' || Number(value) < 1) delete next[key];
                      else next[key] = Number(value);
                      field.onChange(next);
                    }}
                    min={1}
                    max={365}
                    allowDecimal={false}
                    allowNegative={false}
                    styles={{
                      label: {
                        textTransform: 'capitalize',
                        whiteSpace: 'nowrap',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        maxWidth: '100%',
                      },
                    }}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          )}
        />
        <Text size="sm" fw={600} mt="xs">
          {t('listings.availability.title')}
        </Text>
        <AvailabilityRulesFields control={control} compact />
        {reservationIncomplete ? (
          <Alert color="yellow" variant="light" p="xs">
            <Text size="xs">
              {t('calendar.defaults.reservation_incomplete')}{' '}
              <Anchor
                component={Link}
                size="xs"
                to={routePath('listing.form', {
                  categoryConst: full.category,
                  id: listingId,
                  stepSlug: 'reservation',
                })}
              >
                {t('calendar.defaults.open_step')}
              </Anchor>
            </Text>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!formState.isDirty}>
            {t('calendar.defaults.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
