import type { Listing, ListingStep } from '@gazda/contracts/listings';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { notifySuccess } from '../../../ui/notify';
import { useSubmitListing } from '../api/submit-listing';
import { listingSaveKey } from '../api/update-listing-step';
import { isNewListing, lastDataStep, stepsOf } from '../listing-model';
import { ListingHeader } from './listing-header';
import { ListingStepper } from './listing-stepper';
import { StepBody } from './step-body';
import { StepFooter } from './step-footer';
import { SubmitResult } from './submit-result';

type ListingFormProps = { listing: Listing; step: ListingStep };

/**
 * The listing form: header, stepper, the step, the footer. Continue saves only the current step
 * (nothing typed is lost) and moves on; Update saves and stays; on the last data step a draft is
 * saved and then submitted for review.
 */
export function ListingForm({ listing, step }: ListingFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const submit = useSubmitListing(listing.id);
  const [submitted, setSubmitted] = useState(false);
  const saving = useIsMutating({ mutationKey: listingSaveKey(listing.id) }) > 0;
  const steps = stepsOf(listing.category);
  const index = steps.indexOf(step);
  const isNew = isNewListing(listing.status);
  const isSubmitStep = isNew && step === lastDataStep(listing.category);

  function goTo(target: ListingStep) {
    submit.reset();
    void navigate(
      routePath('listing.form', {
        categoryConst: listing.category,
        id: listing.id,
        stepSlug: target,
      }),
    );
  }

  function onSaved(saved: Listing) {
    if (!isNewListing(saved.status)) {
      notifySuccess(t('listingForm.saved'));
      return;
    }
    if (isSubmitStep) {
      submit.mutate(undefined, { onSuccess: () => setSubmitted(true) });
      return;
    }
    const next = steps[index + 1];
    if (next) goTo(next);
  }

  return (
    <Stack gap="lg">
      <ListingHeader listing={listing} />
      <ListingStepper listing={listing} step={step} onStep={goTo} />
      <SubmitResult listing={listing} error={submit.error} submitted={submitted} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2} fz="h3">
              {t(`listingForm.step.${step}`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`listingForm.step.${step}.intro`)}
            </Text>
          </Stack>
          <StepBody step={step} listing={listing} onSaved={onSaved} />
        </Stack>
      </Paper>
      <StepFooter
        status={listing.status}
        isFirst={index <= 0}
        isSubmitStep={isSubmitStep}
        hasForm={step !== 'activity'}
        saving={saving}
        onBack={() => {
          const previous = steps[index - 1];
          if (previous) goTo(previous);
        }}
      />
    </Stack>
  );
}
