import type { Listing, ListingStep } from '@gazda/contracts/listings';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n';
import { routePath, VIEW_AS_ADMIN_PARAM } from '../../../lib/route-names';
import { notifySuccess } from '../../../ui/notify';
import { useSubmitListing } from '../api/submit-listing';
import { listingSaveKey } from '../api/update-listing-step';
import { isNewListing, isUnsaved, lastDataStep, stepsOf } from '../listing-model';
import { ListingHeader } from './listing-header';
import { ListingStepper } from './listing-stepper';
import { StepBody } from './step-body';
import { StepFooter } from './step-footer';
import { SubmitResult } from './submit-result';

type ListingFormProps = {
  listing: Listing;
  step: ListingStep;
  /** An Admin looking at another's listing (`?viewAsAdmin=1`): nothing can be saved. */
  readOnly?: boolean;
};

/**
 * The listing form: header, stepper, the step, the footer. Continue saves only the current step
 * (nothing typed is lost) and moves on; Update saves and stays; on the last data step a draft is
 * saved and then submitted for review.
 */
export function ListingForm({ listing, step, readOnly = false }: ListingFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const submit = useSubmitListing(listing.id);
  const [submitted, setSubmitted] = useState(false);
  const saving = useIsMutating({ mutationKey: listingSaveKey(listing.id) }) > 0;
  const steps = stepsOf(listing.category);
  const index = steps.indexOf(step);
  const isNew = isNewListing(listing.status);
  const isSubmitStep = isNew && step === lastDataStep(listing.category);

  function goTo(target: ListingStep, id = listing.id) {
    // Nothing exists before the first save: the other steps open after it.
    if (isUnsaved({ id })) return;
    submit.reset();
    void navigate(
      routePath(
        'listing.form',
        {
          categoryConst: listing.category,
          id,
          stepSlug: target,
        },
        readOnly ? { [VIEW_AS_ADMIN_PARAM]: '1' } : undefined,
      ),
      // The create page is replaced by the draft it made, so Back never lands on it again.
      { replace: isUnsaved(listing) },
    );
  }

  function onSaved(saved: Listing) {
    if (readOnly) return;
    if (!isNewListing(saved.status)) {
      notifySuccess(t('listings.form.saved'));
      return;
    }
    if (isSubmitStep) {
      submit.mutate(undefined, { onSuccess: () => setSubmitted(true) });
      return;
    }
    const next = steps[index + 1];
    if (next) goTo(next, saved.id);
  }

  return (
    <Stack gap="lg">
      <ListingHeader listing={listing} readOnly={readOnly} />
      {readOnly ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconEye size={18} />}
          title={t('admin.view_as.title')}
        >
          {t('admin.view_as.listing')}
        </Alert>
      ) : null}
      <ListingStepper listing={listing} step={step} onStep={goTo} />
      <SubmitResult listing={listing} error={submit.error} submitted={submitted} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2} fz="h3">
              {t(`listings.form.step.${step}`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`listings.form.step.${step}.intro`)}
            </Text>
          </Stack>
          {readOnly ? (
            // A disabled fieldset disables every control of the step; the capture handler stops
            // a submit before the step's form sees it.
            <fieldset
              disabled
              style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
              onSubmitCapture={(event) => {
                event.preventDefault();
                event.stopPropagation();
              }}
            >
              <StepBody step={step} listing={listing} onSaved={onSaved} readOnly />
            </fieldset>
          ) : (
            <StepBody step={step} listing={listing} onSaved={onSaved} />
          )}
        </Stack>
      </Paper>
      {readOnly ? null : (
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
      )}
    </Stack>
  );
}
