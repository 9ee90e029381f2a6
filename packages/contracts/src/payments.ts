import { MAX_PAYMENT_PARA } from '@gazda/domain/exchange-rates';
import { localDateSchema, requestDateSchema } from './calendar';
import { requiredString } from './common';
import { z } from './zod';

/*
 * Payments (issue #29, docs/rules/payments.md): the guest's IPS QR for the advance, the operator's
 * EUR→RSD rates and the payments recorded against a reservation. RSD amounts are integer para.
 */

const paymentStateSchema = z.enum(['unpaid', 'partial', 'paid', 'overpaid']);

/** The rate a reservation's dinars come from: EUR→RSD with four decimals, and its day. */
const appliedRateSchema = z.object({ eur_rsd: z.string(), date: localDateSchema });

const qrPaymentSchema = z.object({
  /** Para to pay by this QR: what is still due. */
  amount: z.number().int(),
  currency: z.literal('RSD'),
  reference: z.string(),
  recipient_account: z.string(),
  recipient_name: z.string(),
  /** The IPS QR text; null when nothing is due (paid, cancelled). */
  payload: z.string().nullable(),
});

export const reservationPaymentSchema = qrPaymentSchema.extend({
  due_date: localDateSchema.nullable(),
  /** The whole advance in para, and what the operator has recorded against it. */
  advance: z.number().int(),
  paid: z.number().int(),
  state: paymentStateSchema,
  /** Null for a stay priced in dinars. */
  exchange_rate: appliedRateSchema.nullable(),
  /** The rest, paid to the host on arrival: a QR when the host has a domestic RSD account. */
  rest: qrPaymentSchema.nullable(),
});
export type ReservationPayment = z.infer<typeof reservationPaymentSchema>;

/** Which QR the PNG draws: the advance to the platform, or the rest to the host. */
export const qrQuerySchema = z.object({ part: z.enum(['advance', 'rest']).default('advance') });

const exchangeRateSchema = z.object({
  date: localDateSchema,
  /** Dinars per euro, four decimals ("117.1727"). */
  eur_rsd: z.string(),
});

export const exchangeRatesAnswerSchema = z.object({
  rates: z.array(exchangeRateSchema),
  /** The rate new reservations take today: today's, else the last one before; null when none. */
  current: exchangeRateSchema.nullable(),
});
export type ExchangeRatesAnswer = z.infer<typeof exchangeRatesAnswerSchema>;

export const exchangeRateBodySchema = z.object({
  date: requestDateSchema,
  /** "117.1727", "117,1727" or 117.1727: at most four decimals. */
  eur_rsd: z.union([z.string().trim().min(1).max(12), z.number().positive()]),
});
export type ExchangeRateBody = z.input<typeof exchangeRateBodySchema>;

export const recordPaymentBodySchema = z.object({
  /** Para received. */
  amount: z.number().int().min(1).max(MAX_PAYMENT_PARA),
  paid_on: requestDateSchema,
  bank_reference: requiredString().max(64),
});
export type RecordPaymentBody = z.infer<typeof recordPaymentBodySchema>;

const recordedPaymentSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  paid_on: localDateSchema,
  bank_reference: z.string(),
});

export const reservationPaymentsAnswerSchema = z.object({
  payments: z.array(recordedPaymentSchema),
  advance: z.number().int(),
  total: z.number().int(),
  paid: z.number().int(),
  state: paymentStateSchema,
  /** Paid beyond the advance: the operator looks at it. */
  over: z.number().int(),
});
export type ReservationPaymentsAnswer = z.infer<typeof reservationPaymentsAnswerSchema>;

/** One reservation of the host's payouts list (/payouts): what the host earns and when. */
export const hostPayoutSchema = z.object({
  reservation_id: z.number().int(),
  code: z.string(),
  listing_name: z.string(),
  check_in: localDateSchema,
  check_out: localDateSchema,
  currency: z.enum(['EUR', 'RSD']),
  /** The host's earnings in the stay's currency (minor units). */
  earnings: z.number().int(),
  /** The payout method the reservation pays to, masked; null when none was set. */
  payout_method: z.object({ type: z.string(), masked_number: z.string() }).nullable(),
  state: z.enum(['upcoming', 'due', 'sent']),
  sent_on: localDateSchema.nullable(),
  reference: z.string().nullable(),
});
export type HostPayout = z.infer<typeof hostPayoutSchema>;

/** A payout in the operator's list of payouts due: the host's name beside it. */
export const adminPayoutSchema = hostPayoutSchema.extend({ host_name: z.string() });
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

/** The operator marks a batch of payouts sent: the day and the bank's reference of the transfer. */
export const markPayoutsSentBodySchema = z.object({
  reservation_ids: z.array(z.number().int().positive()).min(1).max(200),
  sent_on: requestDateSchema,
  reference: requiredString().max(64),
});
export type MarkPayoutsSentBody = z.infer<typeof markPayoutsSentBodySchema>;

/** The reservations this call marked sent (those sent before are left as they were). */
export const markPayoutsSentAnswerSchema = z.object({ sent: z.array(z.number().int()) });

/** A host's monthly statement: the stays that began in `month` (YYYY-MM). */
export const statementQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'validation.date' }),
});

const statementLineSchema = z.object({
  code: z.string(),
  listing_name: z.string(),
  check_in: localDateSchema,
  check_out: localDateSchema,
  currency: z.enum(['EUR', 'RSD']),
  /** The host's earnings, and the platform's fee with its VAT, in minor units. */
  earnings: z.number().int(),
  fee: z.number().int(),
});

export const statementSchema = z.object({
  host: z.string(),
  month: z.string(),
  lines: z.array(statementLineSchema),
  totals: z.array(
    z.object({
      currency: z.enum(['EUR', 'RSD']),
      earnings: z.number().int(),
      fee: z.number().int(),
    }),
  ),
});
export type Statement = z.infer<typeof statementSchema>;
