import type {
  AdminPayout,
  HostPayout,
  ExchangeRateBody,
  ExchangeRatesAnswer,
  RecordPaymentBody,
  ReservationPaymentsAnswer,
} from '@gazda/contracts/payments';
import { localDateAt } from '@gazda/domain/dates';
import { rateFromDecimal, rateToDecimal } from '@gazda/domain/exchange-rates';
import { paymentRefusal, payoutState } from '@gazda/domain/payment-state';
import { hostEarningsOf } from '@gazda/domain/pricing';
import { nameFor, type Locale } from '@gazda/i18n/locales';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound, validation } from '../../errors';
import { recordEntries } from '../activity-log/activity-log-service';
import { RATE_TIME_ZONE } from './exchange-rate-service';
import { paymentView, type PaymentView } from './payment-view';
import { listRates, rateOn, upsertRate } from './exchange-rates-repository';
import { listDuePayouts, listHostPayouts } from './host-payouts-repository';
import {
  findPaymentByReference,
  findPaymentFacts,
  insertPayment,
  listPayments,
  setAdvancePaid,
  type PaymentScope,
} from './payments-repository';
import { qrPng } from './qr-image';

/*
 * The payments slice (docs/rules/payments.md): the guest's advance and its IPS QR, the operator's
 * EUR→RSD rates, and the payments the operator records. Only the reservation's guest and the
 * operator see a payment; anyone else gets 404, as for any reservation.
 */

const today = (deps: Deps) => localDateAt(deps.now().getTime(), RATE_TIME_ZONE);

function scopeOf(user: UserRow): PaymentScope {
  return user.roles.includes('Admin') ? null : { guestId: user.id };
}

async function viewOf(deps: Deps, db: Db, id: number, scope: PaymentScope): Promise<PaymentView> {
  const facts = await findPaymentFacts(db, id, scope);
  if (!facts) throw notFound();
  return paymentView(db, deps.config.platformRsd, facts, today(deps));
}

/** GET my-travel/reservations/{id}/payment. */
export async function tripPayment(deps: Deps, id: number, user: UserRow) {
  const { total_rsd: _, over: __, ...view } = await viewOf(deps, deps.db, id, scopeOf(user));
  return view;
}

/** GET my-travel/reservations/{id}/payment/qr.png[?part=rest]: 404 when nothing is due. */
export async function tripPaymentQr(
  deps: Deps,
  id: number,
  user: UserRow,
  part: 'advance' | 'rest' = 'advance',
): Promise<Buffer> {
  const view = await viewOf(deps, deps.db, id, scopeOf(user));
  const payload = part === 'rest' ? (view.rest?.payload ?? null) : view.payload;
  if (payload === null) throw notFound();
  return qrPng(payload);
}

/** GET admin/exchange-rates: the last 60 days entered and the one new reservations take. */
export async function exchangeRates(deps: Deps): Promise<ExchangeRatesAnswer> {
  const [rates, current] = await Promise.all([
    listRates(deps.db, 60),
    rateOn(deps.db, today(deps)),
  ]);
  const shown = (r: { rate_date: string; eur_rsd_e4: number }) => ({
    date: r.rate_date,
    eur_rsd: rateToDecimal(r.eur_rsd_e4),
  });
  return { rates: rates.map(shown), current: current ? shown(current) : null };
}

/** PUT admin/exchange-rates: one day's rate, entered again = replaced. */
export async function putExchangeRate(
  deps: Deps,
  adminId: number,
  body: ExchangeRateBody,
): Promise<ExchangeRatesAnswer> {
  const e4 = rateFromDecimal(body.eur_rsd);
  if (e4 === null) throw validation({ eur_rsd: ['payments.errors.rate_invalid'] });
  await upsertRate(deps.db, body.date, e4, adminId, deps.now());
  return exchangeRates(deps);
}

async function paymentsAnswer(deps: Deps, db: Db, id: number): Promise<ReservationPaymentsAnswer> {
  const view = await viewOf(deps, db, id, null);
  const payments = await listPayments(db, id);
  return {
    payments,
    advance: view.advance,
    total: view.total_rsd,
    paid: view.paid,
    state: view.state,
    over: view.over,
  };
}

/**
 * The activity entry of an advance now paid (docs/rules/decisions.md §8): the host's copy with the
 * listing, the guest's without, as bookings log the operator's "advance paid".
 */
function logAdvancePaid(
  db: Db,
  row: { id: number; listing_id: number; owner_id: number; guest_id: number | null },
  adminId: number,
  now: Date,
): Promise<void> {
  const people = [
    row.owner_id,
    ...(row.guest_id !== null && row.guest_id !== row.owner_id ? [row.guest_id] : []),
  ];
  return recordEntries(
    db,
    people.map((userId) => ({
      user_id: userId,
      actor_id: adminId,
      entity: 'reservation',
      entity_id: row.id,
      field: 'advance_paid',
      kind: 'changed',
      from_value: false,
      to_value: true,
      listing_id: userId === row.owner_id ? row.listing_id : null,
      created_at: now,
    })),
  );
}

/** GET admin/reservations/{id}/payments. */
export function reservationPayments(deps: Deps, id: number): Promise<ReservationPaymentsAnswer> {
  return paymentsAnswer(deps, deps.db, id);
}

/**
 * POST admin/reservations/{id}/payments: a payment received. The same bank reference again is
 * the same payment (answered, not added). Never on a cancelled reservation (409), never beyond
 * the stay's total (422); once the advance is covered the reservation's advance is paid.
 */
export async function recordPayment(
  deps: Deps,
  adminId: number,
  id: number,
  body: RecordPaymentBody,
): Promise<ReservationPaymentsAnswer> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const facts = await findPaymentFacts(trx, id, null, true);
    if (!facts) throw notFound();
    if (await findPaymentByReference(trx, id, body.bank_reference))
      return paymentsAnswer(deps, trx, id);
    if (facts.status === 'cancelled' || facts.status === 'no_show')
      throw new AppError('payment_on_cancelled');
    const view = await paymentView(trx, deps.config.platformRsd, facts, today(deps));
    if (paymentRefusal(view.total_rsd, facts.paid, body.amount))
      throw new AppError('amount_over_total', {
        fieldErrors: { amount: ['payments.errors.amount_over_total'] },
      });
    await insertPayment(trx, {
      ...body,
      reservation_id: id,
      recorded_by: adminId,
      created_at: now,
    });
    if (!facts.advance_paid && facts.paid + body.amount >= view.advance) {
      await setAdvancePaid(trx, id, true, now);
      await logAdvancePaid(trx, facts, adminId, now);
    }
    return paymentsAnswer(deps, trx, id);
  });
}

/** GET payouts: the host's reservations with their earnings, payout method and payout state. */
export async function hostPayouts(
  deps: Deps,
  ownerId: number,
  page: { page: number; per_page: number },
  locale: Locale,
): Promise<{ data: HostPayout[]; total: number }> {
  const { rows, total } = await listHostPayouts(deps.db, ownerId, page);
  const now = deps.now().getTime();
  return { data: rows.map((row) => presentPayout(row, now, locale)), total };
}

type PayoutRow = Awaited<ReturnType<typeof listHostPayouts>>['rows'][number];

function presentPayout(row: PayoutRow, now: number, locale: Locale): HostPayout {
  return {
    reservation_id: row.id,
    code: row.code,
    listing_name: nameFor(locale, row),
    check_in: row.check_in,
    check_out: row.check_out,
    currency: row.currency,
    earnings: hostEarningsOf({
      quote: row.quote as { host_earnings: number } | null,
      total: row.total,
    }),
    payout_method:
      row.payout_type && row.masked_number
        ? { type: row.payout_type, masked_number: row.masked_number }
        : null,
    state: payoutState(row.check_in, localDateAt(now, row.time_zone), row.payout_sent_on),
    sent_on: row.payout_sent_on,
    reference: row.payout_reference,
  };
}

/** GET admin/payouts: the payouts due and not sent yet, with their host, oldest stay first. */
export async function duePayouts(deps: Deps, locale: Locale): Promise<AdminPayout[]> {
  const now = deps.now().getTime();
  const rows = await listDuePayouts(deps.db, localDateAt(now, RATE_TIME_ZONE), 200);
  return rows.map((row) => ({
    ...presentPayout(row, now, locale),
    host_name: `${row.host_first_name} ${row.host_last_name}`.trim(),
  }));
}
