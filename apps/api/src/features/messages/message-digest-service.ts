import { contactsShown, maskContacts } from '@gazda/domain/contact-masking';
import { shortGuestName } from '@gazda/domain/guest-name';
import { nameFor } from '@gazda/i18n/locales';
import { createTranslator } from '@gazda/i18n/translate';
import type { Deps } from '../../deps';
import { transactionWithMails } from '../../mail/mail-transaction';
import { composeMail } from '../../mail/templates';
import { wantsMail } from '../account/user-service';
import { recipientOf } from './listing-lookup-repository';
import { claimDigests, digestMessages, recordDigest } from './message-digest-repository';
import { findConversation } from './messages-repository';

/*
 * "Mail when away" (README.md here): a member with unread messages and no open panel tab for 10
 * minutes gets one mail per conversation, at most every 15 minutes, in their language, with the
 * messages (masked as the panel shows them) and a link. The scheduler runs it every minute in every
 * process; the claim makes each digest once.
 */

/** No open tab for this long, and the oldest unmailed message at least this old. */
const DIGEST_WAIT_MS = 10 * 60_000;
/** At most one digest of a conversation to a member within this. */
const DIGEST_SPACING_MS = 15 * 60_000;

export async function runMessageDigest(
  deps: Deps,
  options: { limit?: number } = {},
): Promise<number[]> {
  const now = deps.now();
  return transactionWithMails(deps, async (trx, mails) => {
    const claims = await claimDigests(trx, now, {
      waitMs: DIGEST_WAIT_MS,
      spacingMs: DIGEST_SPACING_MS,
      limit: options.limit ?? 100,
    });
    const mailed: number[] = [];
    for (const claim of claims) {
      const messages = await digestMessages(trx, claim);
      const last = messages.at(-1);
      if (!last) continue;
      await recordDigest(trx, claim, Number(last.id), now);
      const user = await recipientOf(trx, claim.user_id);
      const row = await findConversation(trx, claim.conversation_id, claim.user_id);
      if (!user || !row || user.deleted_at || !wantsMail(user.mail_preferences, 'messages'))
        continue;
      const t = createTranslator(user.lang);
      const fromGuest = row.guest_id !== claim.user_id;
      const sender = shortGuestName(
        fromGuest
          ? `${row.guest_first_name} ${row.guest_last_name}`
          : `${row.host_first_name} ${row.host_last_name}`,
      );
      const listing = nameFor(user.lang, {
        name_sr: row.listing_name_sr,
        name_en: row.listing_name_en,
      });
      const shown = contactsShown({ reservationStatus: row.reservation_status });
      const lines = messages.map((m) => {
        const text = shown ? m.body : maskContacts(m.body, t('messages.masked'));
        return m.kind === 'photo' ? `[${t('messages.photo.preview')}] ${text}`.trim() : text;
      });
      await mails.queue([
        composeMail({
          locale: user.lang,
          to: user.email,
          firstName: user.first_name,
          subject: t('messages.mail.subject', { name: sender }),
          paragraphs: [t('messages.mail.body', { name: sender, listing }), ...lines],
          action: {
            text: t('messages.mail.reply'),
            url: `${deps.config.appUrl}/inbox/${claim.conversation_id}`,
          },
          notes: [t('messages.mail.settings')],
        }),
      ]);
      mailed.push(claim.conversation_id);
    }
    return mailed;
  });
}
