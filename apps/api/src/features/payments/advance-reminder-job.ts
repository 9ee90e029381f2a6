import { addDays, localDateAt } from '@gazda/domain/dates';
import { formatDate, formatMoney } from '@gazda/i18n/format';
import { createTranslator } from '@gazda/i18n/translate';
import type { Deps } from '../../deps';
import { transactionWithMails } from '../../mail/mail-transaction';
import type { MailMessage } from '../../mail/mailer';
import { composeMail } from '../../mail/templates';
import { wantsMail } from '../account/user-service';
import { advanceQrForMail, qrMailImage } from './advance-qr-service';
import { RATE_TIME_ZONE } from './exchange-rate-service';
import { claimAdvanceReminders, guestOf } from './payments-repository';

/*
 * One reminder the day before an unpaid advance is due (docs/rules/payments.md), with the QR of
 * what is still due. jobs/start-jobs.ts runs it every minute in every process; the claim and the
 * mails are one transaction, so each reservation is reminded once whatever the number of processes.
 */
export async function runAdvanceReminders(deps: Deps, limit = 100): Promise<number[]> {
  const now = deps.now();
  const tomorrow = addDays(localDateAt(now.getTime(), RATE_TIME_ZONE), 1);
  return transactionWithMails(deps, async (trx, mails) => {
    const rows = await claimAdvanceReminders(trx, tomorrow, now, limit);
    const messages: MailMessage[] = [];
    for (const { id } of rows) {
      const guest = await guestOf(trx, id);
      if (!guest || !wantsMail(guest.mail_preferences, 'reminders')) continue;
      const qr = await advanceQrForMail(trx, deps.config.platformRsd, id, now);
      if (!qr) continue; // paid meanwhile, or nothing to show
      const t = createTranslator(guest.lang);
      const amount = formatMoney(qr.amount, 'RSD', guest.lang);
      messages.push(
        composeMail({
          locale: guest.lang,
          to: guest.email,
          firstName: guest.first_name,
          subject: t('payments.mail.reminder.subject'),
          paragraphs: [t('payments.mail.reminder.body')],
          facts: [
            `${t('bookings.mail.code')}: ${guest.code}`,
            `${t('payments.card.amount')}: ${amount}`,
            `${t('payments.card.due_date')}: ${formatDate(tomorrow, guest.lang)}`,
          ],
          image: qrMailImage(qr, guest.lang),
          action: {
            text: t('bookings.mail.view'),
            url: `${deps.config.appUrl}/my-travel/reservations`,
          },
          notes: [],
        }),
      );
    }
    await mails.queue(messages);
    return rows.map((row) => row.id);
  });
}
