import { issueValues } from '@gazda/contracts/validation';
import { z } from '@gazda/contracts/zod';
import { isMessageKey } from '@gazda/i18n/catalog';
import type { Translate } from '@gazda/i18n/translate';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormSetError,
} from 'react-hook-form';
import { ApiError } from './api-client';

/*
 * Forms: react-hook-form with the request schemas of @gazda/contracts, so the form and the server
 * find the same problems. A schema issue's message is an i18n id (contracts/zod.ts); the numbers
 * it names travel with it as `validation.min_length{"min":6}` and are translated when shown, so a
 * language switch re-translates errors already on screen. Server messages arrive translated.
 */
const sharedErrorMap = z.config().customError;

function issueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  const mapped = sharedErrorMap?.(issue);
  const id = typeof mapped === 'string' ? mapped : mapped?.message;
  if (!id) return undefined;
  const values = issueValues(issue as unknown as z.core.$ZodIssue);
  return Object.keys(values).length ? `${id}${JSON.stringify(values)}` : id;
}

const ENCODED = /^([a-z_]+(?:\.[a-z0-9_]+)+)(\{.*\})?$/;

/** The text of a field error: a schema issue translated now, or a server message as it came. */
export function fieldMessage(t: Translate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const match = ENCODED.exec(message);
  const id = match?.[1];
  if (!id || !isMessageKey(id)) return message;
  try {
    return t(id, match[2] ? (JSON.parse(match[2]) as Record<string, number>) : undefined);
  } catch {
    return t(id);
  }
}

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
