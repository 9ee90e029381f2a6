import { validateIban } from '@gazda/domain/validators/iban';
import { validatePhone } from '@gazda/domain/validators/phone';
import type { Validated } from '@gazda/domain/validators/result';
import { validateRsdAccount } from '@gazda/domain/validators/rsd-account';
import { validateSwift } from '@gazda/domain/validators/swift';
import { z } from './zod';

/*
 * Payout methods (docs/rules/product.md §3, docs/rules/api.md user-settings/payouts): one input
 * schema, a discriminated union on `type`, used by the panel's form resolver and the server's route
 * validator. Bank numbers are checked by the domain validators and come out normalised (IBAN
 * electronic form, 18-digit RSD account, E.164 phone); each failure is a message id of @gazda/i18n.
 */
export const payoutTypes = ['domestic', 'iban', 'money_transfer'] as const;
const payoutTypeSchema = z.enum(payoutTypes);
export type PayoutType = z.infer<typeof payoutTypeSchema>;

export const moneyTransferServices = ['western_union', 'post'] as const;
const moneyTransferServiceSchema = z.enum(moneyTransferServices);

/** A domain validator as a zod string: its error codes become message ids, its value the output. */
function checked<E extends string>(
  validate: (input: string) => Validated<E>,
  messages: Record<Exclude<E, 'required'>, string>,
) {
  return z
    .string()
    .max(64)
    .transform((input, ctx) => {
      const result = validate(input);
      if (result.ok) return result.value;
      const message =
        result.error === 'required'
          ? 'validation.required'
          : messages[result.error as Exclude<E, 'required'>];
      ctx.addIssue({ code: 'custom', message, input });
      return z.NEVER;
    });
}

const ibanNumber = checked(validateIban, {
  invalid_format: 'payouts.validation.iban_format',
  invalid_country: 'payouts.validation.iban_country',
  invalid_length: 'payouts.validation.iban_length',
  invalid_checksum: 'payouts.validation.iban_checksum',
});

const swift = checked(validateSwift, {
  invalid_length: 'payouts.validation.swift_length',
  invalid_format: 'payouts.validation.swift_format',
  invalid_country: 'payouts.validation.swift_country',
});

const rsdAccount = checked(validateRsdAccount, {
  invalid_format: 'payouts.validation.rsd_format',
  invalid_length: 'payouts.validation.rsd_length',
  invalid_checksum: 'payouts.validation.rsd_checksum',
});

const phone = checked((input: string) => validatePhone(input, 'RS'), {
  invalid_format: 'validation.phone',
  invalid_number: 'validation.phone',
  unsupported_type: 'payouts.validation.phone_type',
});

const fullName = z.string().trim().min(1).min(3).max(150);
const text = (max: number) => z.string().trim().min(1).max(max);

const ibanPayoutSchema = z.object({
  type: z.literal('iban'),
  swift,
  account_number: ibanNumber,
  bank_name: text(150),
  address: text(200),
  full_name: fullName,
});

const domesticPayoutSchema = z.object({
  type: z.literal('domestic'),
  account_number: rsdAccount,
});

const moneyTransferPayoutSchema = z.object({
  type: z.literal('money_transfer'),
  service: moneyTransferServiceSchema,
  full_name: fullName,
  address: text(200),
  phone,
});

/** POST and PUT user-settings/payouts: the whole method (a PUT replaces it, type included). */
export const payoutMethodBodySchema = z.discriminatedUnion('type', [
  domesticPayoutSchema,
  ibanPayoutSchema,
  moneyTransferPayoutSchema,
]);
export type PayoutMethodBody = z.infer<typeof payoutMethodBodySchema>;

/**
 * A payout method as the owner sees it. Account numbers and a money transfer's phone are never sent
 * back in full: `masked_number` shows the last four characters (for a money transfer, of the
 * phone), and an edit enters the number again. `in_use`: a reservation or inquiry refers to it, so
 * it cannot be changed or deleted (423).
 */
export const payoutMethodSchema = z.object({
  id: z.number().int(),
  type: payoutTypeSchema,
  masked_number: z.string(),
  swift: z.string().nullable(),
  bank_name: z.string().nullable(),
  address: z.string().nullable(),
  full_name: z.string().nullable(),
  service: moneyTransferServiceSchema.nullable(),
  in_use: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PayoutMethod = z.infer<typeof payoutMethodSchema>;

/** GET user-settings/payouts: every method, oldest first, and where to write when one is locked. */
export const payoutListSchema = z.object({
  data: z.array(payoutMethodSchema),
  meta: z.object({ total: z.number().int(), support_email: z.string() }),
});
export type PayoutList = z.infer<typeof payoutListSchema>;

/** The 423 answer: the error body plus the support address the panel links to. */
export const payoutLockedBodySchema = z.object({
  message: z.string(),
  code: z.literal('payout_locked'),
  support_email: z.string(),
});
