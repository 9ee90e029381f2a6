import type { ReservationPayment } from '@gazda/contracts/payments';
import { amountInRsd, rateToDecimal } from '@gazda/domain/exchange-rates';
import { IPS_NAME_MAX, IPS_PURPOSE_MAX, ipsPayload, ipsText } from '@gazda/domain/ips-qr';
import { advanceStatus } from '@gazda/domain/payment-state';
import { model97Reference, quotedReference } from '@gazda/domain/payment-reference';
import { holdsNights } from '@gazda/domain/state-machines/reservation';
import type { Db } from '../../db/database';
import type { PlatformRsd } from '../../config-payments';
import { AppError } from '../../errors';
import { rateOn } from './exchange-rates-repository';
import type { PaymentFacts } from './payments-repository';

/*
 * A reservation's payment as the guest's trip, the mails and the operator see it
 * (docs/rules/payments.md): dinars from the frozen rate (else the last one entered, with its date),
 * the model-97 reference, and the IPS QR text of what is still due.
 */

type Rate = { e4: number; date: string };

/** The rate frozen on the reservation, else the last one entered up to `today`. */
async function rateOf(db: Db, facts: PaymentFacts, today: string): Promise<Rate | null> {
  if (facts.currency !== 'EUR') return null;
  if (facts.eur_rsd_e4 !== null && facts.eur_rsd_date !== null)
    return { e4: facts.eur_rsd_e4, date: facts.eur_rsd_date };
  const last = await rateOn(db, today);
  if (!last) throw new AppError('exchange_rate_missing');
  return { e4: last.eur_rsd_e4, date: last.rate_date };
}

/** The reference the guest quotes: the stored one in model 97, or one made of the id. */
function referenceOf(facts: PaymentFacts): string {
  return facts.reference_code
    ? quotedReference(facts.reference_code)
    : model97Reference(String(facts.id).padStart(6, '0'));
}

// Purposes are in Serbian whatever the guest's language: the payment order is a domestic one.
const purpose = (what: string, code: string) => ipsText(`${what} ${code}`, IPS_PURPOSE_MAX);

function payloadOf(
  account: string,
  name: string,
  amount: number,
  text: string,
  reference: string,
): string | null {
  if (amount <= 0) return null;
  const result = ipsPayload({ account, name, amountPara: amount, purpose: text, reference });
  // The platform's account was checked at start; a host's stored account the bank would refuse
  // (entered before its checks) gets no QR rather than a wrong one.
  return result.ok ? result.value : null;
}

export type PaymentView = ReservationPayment & { total_rsd: number; over: number };

export async function paymentView(
  db: Db,
  platform: PlatformRsd | null,
  facts: PaymentFacts,
  today: string,
): Promise<PaymentView> {
  const rate = await rateOf(db, facts, today);
  const rsd = (amount: number) => amountInRsd(amount, facts.currency, rate?.e4 ?? null)!;
  const advance = rsd(facts.advance);
  const status = advanceStatus(advance, facts.paid);
  const live = holdsNights(facts.status);
  const reference = referenceOf(facts);
  const due = live ? status.due : 0;
  const total = rsd(facts.total);
  // The rest is what the dinars of the total leave after the advance: the two add up to the total.
  const rest = total - advance;
  const hostName = ipsText(
    facts.host_account_name || `${facts.host_first_name} ${facts.host_last_name}`,
    IPS_NAME_MAX,
  );
  const restPayload =
    facts.host_account && live
      ? payloadOf(facts.host_account, hostName, rest, purpose('Ostatak', facts.code), reference)
      : null;
  return {
    amount: due,
    currency: 'RSD',
    due_date: facts.advance_due_date,
    reference,
    recipient_account: platform?.account ?? '',
    recipient_name: platform?.name ?? '',
    payload: platform
      ? payloadOf(platform.account, platform.name, due, purpose('Avans', facts.code), reference)
      : null,
    advance,
    paid: facts.paid,
    state: status.state,
    over: status.over,
    total_rsd: total,
    exchange_rate: rate ? { eur_rsd: rateToDecimal(rate.e4), date: rate.date } : null,
    rest:
      restPayload === null
        ? null
        : {
            amount: rest,
            currency: 'RSD',
            reference,
            recipient_account: facts.host_account!,
            recipient_name: hostName,
            payload: restPayload,
          },
  };
}
