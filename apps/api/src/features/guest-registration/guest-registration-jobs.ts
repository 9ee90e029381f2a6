import { addDays, localDateAt } from '@gazda/domain/dates';
import {
  DETAILS_REMINDER_DAYS,
  HOST_REMINDER_HOURS,
  guestDetailsErasureDay,
  registrationDeadline,
} from '@gazda/domain/guest-registration';
import { formatDate, formatDateTime } from '@gazda/i18n/format';
import { nameFor } from '@gazda/i18n/locales';
import { createTranslator } from '@gazda/i18n/translate';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { transactionWithMails } from '../../mail/mail-transaction';
import type { MailMessage } from '../../mail/mailer';
import { composeMail } from '../../mail/templates';
import { wantsMail } from '../account/user-service';
import {
  arrivingStays,
  claimReminder,
  erasureCandidates,
  eraseGuestDetails,
  mailUser,
} from './guest-registration-job-repository';

/*
 * The guest registration's scheduled jobs (docs/rules/guest-registration.md), run every minute in
 * every process by jobs/start-jobs.ts: the details deleted 30 days after departure, the guest asked
 * for them three days before arrival, the host reminded before the eTurista deadline. Each mail's
 * claim and the mail are one transaction, so each goes once whatever the number of processes.
 */

const HOUR = 3_600_000;
/** Days are each listing's; UTC with a day's margin finds the candidates, the zone decides. */
const utcToday = (now: Date) => now.toISOString().slice(0, 10);

/** Deletes the details of stays that left 30 days ago (in the listing's zone); their ids. */
export async function runGuestDetailsErasure(deps: Deps, limit = 200): Promise<number[]> {
  const now = deps.now();
  const candidates = await erasureCandidates(deps.db, addDays(utcToday(now), -29), limit);
  const due = candidates
    .filter((r) => guestDetailsErasureDay(r.check_out) <= localDateAt(now.getTime(), r.time_zone))
    .map((r) => Number(r.id));
  await deps.db.transaction().execute((trx) => eraseGuestDetails(trx, due, now));
  return due;
}

type Stay = Awaited<ReturnType<typeof arrivingStays>>[number];

async function detailsMail(deps: Deps, db: Db, stay: Stay): Promise<MailMessage | null> {
  const guest = await mailUser(db, Number(stay.guest_id));
  if (!guest || !wantsMail(guest.mail_preferences, 'reminders')) return null;
  const t = createTranslator(guest.lang);
  return composeMail({
    locale: guest.lang,
    to: guest.email,
    firstName: guest.first_name,
    subject: t('guestRegistration.mail.details.subject', {
      listing: nameFor(guest.lang, stay),
    }),
    paragraphs: [
      t('guestRegistration.mail.details.body', { date: formatDate(stay.check_in, guest.lang) }),
    ],
    facts: [`${t('bookings.mail.code')}: ${stay.code}`],
    action: {
      text: t('guestRegistration.mail.details.action'),
      url: `${deps.config.appUrl}/my-travel/reservations?guests=${stay.id}`,
    },
    notes: [],
  });
}

async function hostMail(deps: Deps, db: Db, stay: Stay, deadline: number) {
  const host = await mailUser(db, Number(stay.owner_id));
  if (!host || !wantsMail(host.mail_preferences, 'reminders')) return null;
  const t = createTranslator(host.lang);
  const when = formatDateTime(new Date(deadline).toISOString(), host.lang, stay.time_zone);
  return composeMail({
    locale: host.lang,
    to: host.email,
    firstName: host.first_name,
    subject: t('guestRegistration.mail.host.subject', { code: stay.code }),
    paragraphs: [
      t('guestRegistration.mail.host.body', {
        code: stay.code,
        listing: nameFor(host.lang, stay),
        deadline: when,
      }),
    ],
    action: {
      text: t('guestRegistration.mail.host.action'),
      url: `${deps.config.appUrl}/reservations/${stay.id}`,
    },
    notes: [],
  });
}

/**
 * From three days before arrival, the guest who has not given the details gets one mail; the host
 * whose box is not ticked gets one in the last six hours before the deadline. Ids mailed.
 */
export async function runGuestRegistrationReminders(
  deps: Deps,
): Promise<{ guests: number[]; hosts: number[] }> {
  const now = deps.now();
  const today = utcToday(now);
  const stays = await arrivingStays(deps.db, addDays(today, -2), addDays(today, 4));
  return transactionWithMails(deps, async (trx, mails) => {
    const sent = { guests: [] as number[], hosts: [] as number[] };
    const messages: MailMessage[] = [];
    for (const stay of stays) {
      const id = Number(stay.id);
      const local = localDateAt(now.getTime(), stay.time_zone);
      const asksDetails =
        stay.details_updated_at === null &&
        stay.details_reminder_sent_at === null &&
        local < stay.check_in &&
        local >= addDays(stay.check_in, -DETAILS_REMINDER_DAYS);
      if (asksDetails && (await claimReminder(trx, id, 'details_reminder_sent_at', now))) {
        const mail = await detailsMail(deps, trx, stay);
        if (mail) messages.push(mail);
        sent.guests.push(id);
      }
      const deadline = registrationDeadline(stay.check_in, stay.check_in_from, stay.time_zone);
      const remindsHost =
        stay.eturista_registered_at === null &&
        stay.host_reminder_sent_at === null &&
        now.getTime() >= deadline - HOST_REMINDER_HOURS * HOUR &&
        now.getTime() < deadline;
      if (remindsHost && (await claimReminder(trx, id, 'host_reminder_sent_at', now))) {
        const mail = await hostMail(deps, trx, stay, deadline);
        if (mail) messages.push(mail);
        sent.hosts.push(id);
      }
    }
    await mails.queue(messages);
    return sent;
  });
}
