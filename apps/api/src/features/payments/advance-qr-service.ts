import { localDateAt } from '@gazda/domain/dates';
import { formatMoney } from '@gazda/i18n/format';
import type { Locale } from '@gazda/i18n/locales';
import { createTranslator } from '@gazda/i18n/translate';
import type { PlatformRsd } from '../../config-payments';
import type { Db } from '../../db/database';
import type { MailImage } from '../../mail/html';
import { AppError } from '../../errors';
import { RATE_TIME_ZONE } from './exchange-rate-service';
import { paymentView } from './payment-view';
import { findPaymentFacts } from './payments-repository';
import { qrDataUrl } from './qr-image';

/** The advance still due and its QR as an inline picture, for the guest's mails. */
export type MailQr = { amount: number; dataUrl: string; reference: string; account: string };

/**
 * The QR of reservation `id`'s advance still due, read in the caller's transaction; null when
 * nothing is due, there is no platform account, or a stay in euros has no rate yet (the mail then
 * goes without a picture: the trip page shows it once a rate is entered).
 */
export async function advanceQrForMail(
  db: Db,
  platform: PlatformRsd | null,
  id: number,
  now: Date,
): Promise<MailQr | null> {
  const facts = await findPaymentFacts(db, id, null);
  if (!facts) return null;
  try {
    const view = await paymentView(db, platform, facts, localDateAt(now.getTime(), RATE_TIME_ZONE));
    if (view.payload === null) return null;
    return {
      amount: view.amount,
      dataUrl: await qrDataUrl(view.payload),
      reference: view.reference,
      account: view.recipient_account,
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'exchange_rate_missing') return null;
    throw error;
  }
}

/** The QR as a mail's picture, with what a guest paying by hand needs beside it. */
export function qrMailImage(qr: MailQr, lang: Locale): MailImage {
  const t = createTranslator(lang);
  const amount = formatMoney(qr.amount, 'RSD', lang);
  return {
    src: qr.dataUrl,
    alt: t('payments.card.qr_alt'),
    caption: `${t('payments.mail.qr_caption', { amount })} ${t('payments.card.account')} ${qr.account}, ${t('payments.card.reference')} 97 ${qr.reference}`,
    size: 240,
  };
}
