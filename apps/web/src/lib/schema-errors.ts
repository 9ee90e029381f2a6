import { issueValues } from '@gazda/contracts/validation';
import { z } from '@gazda/contracts/zod';

/*
 * A schema issue as a field error: its i18n id, with the numbers it names (see ./field-message).
 * The form resolver (./form) and the login form's own check (checkFields) both use it, so a field
 * gets the same message whichever of them found the problem.
 */
const sharedErrorMap = z.config().customError;

export function issueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  const mapped = sharedErrorMap?.(issue);
  const id = typeof mapped === 'string' ? mapped : mapped?.message;
  if (!id) return undefined;
  const values = issueValues(issue as unknown as z.core.$ZodIssue);
  return Object.keys(values).length ? `${id}${JSON.stringify(values)}` : id;
}

export type FieldCheck<T> =
  { success: true; data: T } | { success: false; errors: Partial<Record<string, string>> };

/** Checks values against a request schema: the parsed request, or each field's first message. */
export function checkFields<S extends z.ZodType>(
  schema: S,
  values: unknown,
): FieldCheck<z.output<S>> {
  const result = schema.safeParse(values, { error: issueMessage });
  if (result.success) return { success: true, data: result.data };
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}
