import type { ListingStep } from '@gazda/contracts/listings';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import type { StepProps } from '../steps/step-form';

/* Each step is its own chunk: the gallery's drag and drop and the location's map load only there. */
const steps: Record<ListingStep, ComponentType<StepProps>> = {
  info: lazy(() => import('../steps/info-step').then((m) => ({ default: m.InfoStep }))),
  property: lazy(() => import('../steps/property-step').then((m) => ({ default: m.PropertyStep }))),
  location: lazy(() => import('../steps/location-step').then((m) => ({ default: m.LocationStep }))),
  tags: lazy(() => import('../steps/tags-step').then((m) => ({ default: m.TagsStep }))),
  gallery: lazy(() => import('../steps/gallery-step').then((m) => ({ default: m.GalleryStep }))),
  pricing: lazy(() => import('../steps/pricing-step').then((m) => ({ default: m.PricingStep }))),
  reservation: lazy(() =>
    import('../steps/reservation-step').then((m) => ({ default: m.ReservationStep })),
  ),
  terms: lazy(() => import('../steps/terms-step').then((m) => ({ default: m.TermsStep }))),
  activity: lazy(() => import('../steps/activity-step').then((m) => ({ default: m.ActivityStep }))),
};

/** The current step's fields; keyed by step and listing so a form starts from the saved values. */
export function StepBody({ step, ...props }: StepProps & { step: ListingStep }) {
  const Step = steps[step];
  return (
    <Suspense fallback={<Skeleton h={320} radius="md" />}>
      <Step key={`${props.listing.id}-${step}`} {...props} />
    </Suspense>
  );
}
