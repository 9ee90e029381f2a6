import type { Listing } from '@gazda/contracts/listings';
import { Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form';
import { FormErrors } from '../../../ui/form-errors';

/** The step footer's button submits this form (it sits outside it, fixed on phones). */
export const STEP_FORM_ID = 'listing-step-form';

export type StepProps = {
  listing: Listing;
  /** After a successful save: a draft goes on to the next step, an edited listing stays. */
  onSaved: (listing: Listing) => void;
  /** An operator's read-only view (`?viewAsAdmin`): nothing is uploaded, moved or removed. */
  readOnly?: boolean;
};

/**
 * A 422 answers dotted paths (`name.sr`, `parking.price`, `rooms.0.beds`): each goes on its field
 * when the form has it, and all of them are listed above the form by <FormErrors>.
 */
export function putServerErrors<T extends FieldValues>(setError: UseFormSetError<T>) {
  return (error: unknown) => {
    const fields = error instanceof ApiError ? Object.keys(error.errors ?? {}) : [];
    applyServerErrors(error, setError, fields as Path<T>[]);
  };
}

type StepFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: unknown;
  children: ReactNode;
};

export function StepForm({ onSubmit, error, children }: StepFormProps) {
  return (
    <form id={STEP_FORM_ID} onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <FormErrors error={error} />
        {children}
      </Stack>
    </form>
  );
}
