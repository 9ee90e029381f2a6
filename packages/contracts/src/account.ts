import { validateJmbg } from '@gazda/domain/validators/jmbg';
import { validateMb } from '@gazda/domain/validators/mb';
import { validatePhone } from '@gazda/domain/validators/phone';
import { validatePib } from '@gazda/domain/validators/pib';
import type { Validated } from '@gazda/domain/validators/result';
import { NAME_MIN } from './auth';
import { STREET_AND_NUMBER } from './listings';
import { accountTypeSchema, userSchema } from './user';
import { z } from './zod';

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).optional();

/**
 * The details of both account types in one object, so that a form can keep what was typed when
 * the type is switched back and forth; only the fields of the chosen `account_type` are read.
 */
const accountDetailsBodySchema = z.object({
  jmbg: optionalText(32),
  city: optionalText(100),
  street_and_number: optionalText(150),
  pib: optionalText(32),
  mb: optionalText(32),
  business_name: optionalText(200),
});
type AccountDetailsBody = z.infer<typeof accountDetailsBodySchema>;

const INDIVIDUAL_FIELDS = ['jmbg', 'city', 'street_and_number'] as const;
const BUSINESS_FIELDS = ['pib', 'mb', 'business_name'] as const;

/** The fields the details of an account type consist of. */
export function detailFields(type: z.infer<typeof accountTypeSchema>) {
  return type === 'business' ? BUSINESS_FIELDS : INDIVIDUAL_FIELDS;
}

type DetailField = keyof AccountDetailsBody;
type Check = (value: string) => string | null;

/** A domain validator's error code as a message id, e.g. `account.jmbg.invalid_checksum`. */
function byValidator(name: string, validate: (input: string) => Validated<string>): Check {
  return (value) => {
    const result = validate(value);
    if (result.ok) return null;
    return result.error === 'required' ? 'validation.required' : `account.${name}.${result.error}`;
  };
}

const nonEmpty: Check = (value) => (value === '' ? 'validation.required' : null);

const checks: Record<DetailField, Check> = {
  // Empty keeps the JMBG already saved (the User shows it masked, so the form cannot send it
  // back); the server answers `required` when there is none.
  jmbg: (value) => (value === '' ? null : byValidator('jmbg', validateJmbg)(value)),
  city: nonEmpty,
  street_and_number: (value) =>
    value === ''
      ? 'validation.required'
      : STREET_AND_NUMBER.test(value)
        ? null
        : 'validation.street_and_number',
  pib: byValidator('pib', validatePib),
  mb: byValidator('mb', validateMb),
  business_name: nonEmpty,
};

const checkPhone = byValidator('phone', (input) => validatePhone(input));

/**
 * PUT user-settings/account (docs/rules/api.md). `phone` may be empty (no phone). `details` all
 * empty for the chosen type means "no details given": nothing about them changes.
 * `current_password` is needed only when `email` differs from the saved one, which the server
 * checks.
 */
export const accountBodySchema = z
  .object({
    first_name: z.string().trim().min(1).min(NAME_MIN).max(100),
    last_name: z.string().trim().min(1).min(NAME_MIN).max(100),
    email: z.string().trim().min(1).max(255).pipe(z.email()),
    phone: optionalText(40),
    account_type: accountTypeSchema,
    details: accountDetailsBodySchema.optional(),
    current_password: z.string().max(255).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.phone) {
      const message = checkPhone(body.phone);
      if (message) ctx.addIssue({ code: 'custom', path: ['phone'], message });
    }
    const details = body.details ?? {};
    const fields = detailFields(body.account_type);
    if (fields.every((field) => !details[field])) return;
    for (const field of fields) {
      const message = checks[field](details[field] ?? '');
      if (message) ctx.addIssue({ code: 'custom', path: ['details', field], message });
    }
  });
export type AccountBody = z.infer<typeof accountBodySchema>;
export type AccountBodyInput = z.input<typeof accountBodySchema>;

/**
 * PUT user-settings/account's answer: the User, and with a new e-mail `message` ("we sent a
 * confirmation link to …"), the same whether or not the address has an account (issue #23 item 4).
 */
export const accountResponseSchema = z.object({ data: userSchema, message: z.string().optional() });

/** The link mailed to a new address: `/email/change/{id}/{hash}?expires=…&signature=…`. */
export const emailChangeParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  hash: z.string().min(1).max(64),
});
export const emailChangeQuerySchema = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().min(1).max(128),
});

/** Opening the link: the address the account has from now on. */
export const emailChangeResponseSchema = z.object({ data: z.object({ email: z.string() }) });
export type EmailChangeResponse = z.infer<typeof emailChangeResponseSchema>;
