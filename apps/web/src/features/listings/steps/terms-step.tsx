import { termsStepSchema } from '@gazda/contracts/listings';
import { Anchor, Checkbox, List, Stack, Text } from '@mantine/core';
import { fieldMessage, useZodForm } from '../../../lib/form';
import { useLocale, useT } from '../../../lib/i18n';
import { publicSiteUrl } from '../../../lib/public-site';
import { useUpdateListingStep } from '../api/update-listing-step';
import { putServerErrors, StepForm, type StepProps } from './step-form';

const points = [
  'listings.form.terms.point_accurate',
  'listings.form.terms.point_calendar',
  'listings.form.terms.point_fee',
  'listings.form.terms.point_cancel',
] as const;

/** A summary of the cooperation terms, the full text on the public site, and the agreement. */
export function TermsStep({ listing, onSaved }: StepProps) {
  const t = useT();
  const locale = useLocale();
  const save = useUpdateListingStep(listing.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(termsStepSchema, {
    defaultValues: { terms_accepted: listing.terms_accepted as true },
  });

  const submit = handleSubmit((values) =>
    save.mutate(
      { step: 'terms', ...values },
      { onSuccess: onSaved, onError: putServerErrors(setError) },
    ),
  );

  return (
    <StepForm onSubmit={submit} error={save.error}>
      <Stack gap="sm">
        <Text size="sm">{t('listings.form.terms.intro')}</Text>
        <List size="sm" spacing={6}>
          {points.map((point) => (
            <List.Item key={point}>{t(point)}</List.Item>
          ))}
        </List>
        <Anchor
          href={publicSiteUrl(locale, 'terms')}
          target="_blank"
          rel="noopener"
          size="sm"
          fw={600}
          c="dark"
          underline="always"
        >
          {t('listings.form.terms.read_all')}
        </Anchor>
      </Stack>
      <Checkbox
        label={t('listings.form.terms.accept')}
        {...register('terms_accepted')}
        error={fieldMessage(t, errors.terms_accepted?.message)}
      />
    </StepForm>
  );
}
