import type { propertyStepSchema } from '@gazda/contracts/listings';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** The property step's form, shared by its rooms and parking parts. */
export type PropertyForm = UseFormReturn<
  z.input<typeof propertyStepSchema>,
  unknown,
  z.output<typeof propertyStepSchema>
>;
