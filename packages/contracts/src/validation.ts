import type { z } from './zod';

type FieldErrors = Record<string, string[]>;
type MessageTranslator = (id: string, values?: Record<string, unknown>) => string;

/** The numbers a validation message may name, taken from the issue itself. */
export function issueValues(issue: z.core.$ZodIssue): Record<string, number> {
  const values: Record<string, number> = {};
  if ('minimum' in issue) values.min = Number(issue.minimum);
  if ('maximum' in issue) values.max = Number(issue.maximum);
  return values;
}

/**
 * docs/rules/api.md's 422 body: each field (dotted path) with its messages in the request's
 * language.
 */
export function fieldErrors(
  issues: readonly z.core.$ZodIssue[],
  t: MessageTranslator,
): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    (out[field] ??= []).push(t(issue.message, issueValues(issue)));
  }
  return out;
}
