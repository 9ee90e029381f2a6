import { errorCodeList } from './error-codes';
import { z } from './zod';

/** The interface languages (@gazda/i18n/locales): Serbian in Latin and in Cyrillic, English. */
export const localeSchema = z.enum(['sr', 'sr-Cyrl', 'en']);

/** `{ data: … }`: every resource answer (docs/rules/api.md Conventions). */
export function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

const listMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

type ListMeta = z.infer<typeof listMetaSchema>;

export function listOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: z.array(schema), meta: listMetaSchema });
}

/** The types of `dataOf` and `listOf` answers, for the panel, which imports no schema to read them. */
export type DataOf<T> = { data: T };
export type ListOf<T> = { data: T[]; meta: ListMeta };

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

/** An error answer; `code` is one of contracts' closed table (error-codes.ts). */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(errorCodeList).optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const requiredString = () => z.string().trim().min(1);

/**
 * `Idempotency-Key` (docs/bookings.md "Sent twice"): the same key by the same user within 24 hours
 * answers the first answer again. Optional; 1–255 printable ASCII characters (Node lowercases
 * header names).
 */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x20-\x7e]{1,255}$/, 'validation.idempotency_key')
    .optional()
    .meta({
      description:
        'One key per attempt (a UUID), reused by its retries: the same key by the same user within ' +
        '24 hours answers the first answer (same status and body) without doing anything again; ' +
        'with another body it is 422. 1–255 printable ASCII characters.',
    }),
});
