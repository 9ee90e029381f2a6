import type { MarkPayoutsSentBody } from '@gazda/contracts/payments';
import { formatDate, formatMoney } from '@gazda/i18n/format';
import { createTranslator } from '@gazda/i18n/translate';
import type { Deps } from '../../deps';
import { transactionWithMails } from '../../mail/mail-transaction';
import type { MailMessage } from '../../mail/mailer';
import { composeMail } from '../../mail/templates';
import { hostsByIds, markPayoutsSent } from './host-payouts-repository';

/**
 * POST admin/payouts/sent: the operator marks a batch of payouts sent (the day and the bank's
 * reference). Each host of the batch gets one mail listing their reservations in it; a payout
 * already marked is left as it was, so the same batch sent again marks and mails nothing.
 * The mail is about the host's money: it is not one a host can turn off.
 */
export async function markPayoutBatch(
  deps: Deps,
  body: MarkPayoutsSentBody,
): Promise<{ sent: number[] }> {
  return transactionWithMails(deps, async (trx, mails) => {
    const rows = await markPayoutsSent(trx, body.reservation_ids, body.sent_on, body.reference);
    const hosts = await (rows.length
      ? hostsByIds(trx, [...new Set(rows.map((r) => r.owner_id))])
      : []);
    const messages: MailMessage[] = hosts.map((host) => {
      const t = createTranslator(host.lang);
      const theirs = rows.filter((r) => r.owner_id === host.id);
      return composeMail({
        locale: host.lang,
        to: host.email,
        firstName: host.first_name,
        subject: t('payments.mail.payout.subject'),
        paragraphs: [
          t('payments.mail.payout.body', {
            date: formatDate(body.sent_on, host.lang),
            reference: body.reference,
          }),
        ],
        facts: theirs.map((r) => `${r.code}: ${formatMoney(r.earnings, r.currency, host.lang)}`),
        action: { text: t('payments.payouts.title'), url: `${deps.config.appUrl}/payouts` },
        notes: [],
      });
    });
    await mails.queue(messages);
    return { sent: rows.map((r) => r.id) };
  });
}
