import {
  bodyFor,
  fillPlaceholders,
  isDue,
  isLiveFor,
  scheduleOf,
} from '@gazda/domain/message-templates';
import { localDateAt } from '@gazda/domain/dates';
import { nameFor } from '@gazda/i18n/locales';
import type { Deps } from '../../deps';
import { candidateSends, claimSend, recordSentMessage } from './message-templates-repository';
import { insertMessage } from './messages-repository';
import { announce } from './messages-service';

/*
 * The `scheduled-messages` job (README.md here; jobs/start-jobs.ts): every tick in every process,
 * each due scheduled message of a live reservation goes into its conversation from the host, in
 * the guest's language when the host wrote both. Once: the claim is the row of
 * scheduled_message_sends (primary key reservation + template), written in the message's
 * transaction; a second process's insert waits for the first and then finds the row.
 */
export async function runScheduledMessages(
  deps: Deps,
  options: { limit?: number } = {},
): Promise<number[]> {
  const now = deps.now();
  const today = localDateAt(now.getTime(), 'UTC');
  const candidates = await candidateSends(deps.db, today, options.limit ?? 200);
  const sent: number[] = [];
  for (const row of candidates) {
    const trigger = row.trigger;
    const window = scheduleOf(
      { trigger, days: row.days, time: row.send_time },
      { checkIn: row.check_in, checkOut: row.check_out },
      row.time_zone,
    );
    if (!isLiveFor(trigger, row.status) || !isDue(window, now.getTime())) continue;
    const language = row.guest_lang;
    const text = fillPlaceholders(
      bodyFor(row, language),
      {
        guestName: row.guest_first_name,
        checkIn: row.check_in,
        listing: nameFor(language, row),
      },
      language,
    );
    if (!text.trim()) continue;
    const messageId = await deps.db.transaction().execute(async (trx) => {
      if (!(await claimSend(trx, Number(row.reservation_id), Number(row.template_id), now)))
        return null;
      const message = await insertMessage(trx, {
        conversation_id: Number(row.conversation_id),
        sender_id: Number(row.host_id),
        body: text,
        created_at: now,
      });
      await recordSentMessage(trx, Number(row.reservation_id), Number(row.template_id), message.id);
      return message.id;
    });
    if (messageId === null) continue;
    announce(deps, row, messageId);
    sent.push(messageId);
  }
  return sent;
}
