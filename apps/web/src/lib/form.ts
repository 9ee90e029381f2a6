import type { z } from '@gazda/contracts/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormSetError,
} from 'react-hook-form';
import { ApiError } from './api-client';
import { issueMessage } from './schema-errors';

export { fieldMessage } from './field-message';

/*
 * Forms: react-hook-form with the request schemas of @gazda/contracts, so the form and the server
 * find the same problems. A schema issue's message is an i18n id (./schema-errors), translated
 * when shown (./field-message). Server messages arrive translated.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  props: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...props,
    resolver: zodResolver(schema, { error: issueMessage }),
  });
}

/** A 422 puts each field's first message on that field (the full list shows in <FormErrors>). */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!(error instanceof ApiError) || !error.errors) return;
  let focused = false;
  for (const field of fields) {
    const first = error.errors[field]?.[0];
    if (!first) continue;
    setError(field, { type: 'server', message: first }, { shouldFocus: !focused });
    focused = true;
  }
}
