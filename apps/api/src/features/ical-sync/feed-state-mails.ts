import type { FeedAlert } from '@gazda/domain/feed-health';
import { createTranslator } from '@gazda/i18n/translate';
import { nameFor } from '@gazda/i18n/locales';
import { formatDateTime } from '@gazda/i18n/format';
import type { Deps } from '../../deps';
import type { TransactionMails } from '../../mail/mail-transaction';
import { composeMail } from '../../mail/templates';
import { icalErrorKey } from './ical-import-presenter';
import { feedMailTarget } from './ical-sync-repository';

/**
 * The host's mail when a feed starts failing or works again (packages/domain/src/feed-health.ts
 * says when), in the host's language, queued in the transaction that records the sync. Sent
 * whatever the mail preferences: none of their categories is about this, and a feed that stopped
 * blocking nights can lead to a double booking.
 */
export async function queueFeedStateMail(
  deps: Pick<Deps, 'config'>,
  mails: TransactionMails,
  importId: number,
  alert: Exclude<FeedAlert, null>,
  timeZone: string,
): Promise<void> {
  const feed = await feedMailTarget(mails.db, importId);
  if (!feed) return;
  const t = createTranslator(feed.lang);
  const listingName = nameFor(feed.lang, feed) || `#${feed.listing_id}`;
  const facts = [
    `${t('calendar.mail.feed.listing')}: ${listingName}`,
    `${t('calendar.mail.feed.import')}: ${feed.name}`,
  ];
  if (alert === 'failing') {
    if (feed.last_error)
      facts.push(
        `${t('calendar.mail.feed.error')}: ${t(icalErrorKey(feed.last_error), { status: feed.last_error_status ?? 0 })}`,
      );
    if (feed.failing_since)
      facts.push(
        `${t('calendar.mail.feed.since')}: ${formatDateTime(feed.failing_since.toISOString(), feed.lang, timeZone)}`,
      );
  }
  await mails.queue([
    composeMail({
      locale: feed.lang,
      to: feed.email,
      firstName: feed.first_name,
      subject: t(`calendar.mail.feed_${alert}.subject`, { name: feed.name }),
      paragraphs: [t(`calendar.mail.feed_${alert}.body`)],
      facts,
      action: {
        text: t('calendar.mail.feed.button'),
        url: `${deps.config.appUrl}/listing/${feed.category}/${feed.listing_id}/calendar`,
      },
      notes: [],
    }),
  ]);
}
