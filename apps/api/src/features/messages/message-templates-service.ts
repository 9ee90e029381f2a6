import type {
  MessageTemplate,
  MessageTemplateBody,
  ScheduledMessage,
} from '@gazda/contracts/messages';
import { MESSAGE_TEMPLATES_MAX } from '@gazda/contracts/messages';
import { isLiveFor, scheduleOf } from '@gazda/domain/message-templates';
import type { Deps } from '../../deps';
import { notFound, validation } from '../../errors';
import { ownListing } from '../listings/listing-service';
import {
  deleteTemplate,
  hostReservation,
  insertTemplate,
  sendsOf,
  templatesOf,
  updateTemplate,
  type TemplateRow,
} from './message-templates-repository';

/*
 * A listing's scheduled messages (issue #28 item 4; docs/rules/messages.md): its host writes them
 * (another's listing is 404); the job sends them (scheduled-messages-job.ts); the booking page
 * shows what is scheduled for a reservation and when.
 */

type Body = Required<MessageTemplateBody>;

function present(row: TemplateRow): MessageTemplate {
  return {
    id: Number(row.id),
    listing_id: Number(row.listing_id),
    trigger: row.trigger,
    days: row.days,
    time: row.send_time,
    body_sr: row.body_sr,
    body_en: row.body_en,
  };
}

const valuesOf = (body: Body) => ({
  trigger: body.trigger,
  days: body.days,
  send_time: body.time,
  body_sr: body.body_sr,
  body_en: body.body_en,
});

const validId = (id: number) => (Number.isSafeInteger(id) ? id : -1);

export async function listTemplates(deps: Deps, userId: number, listingId: number) {
  const listing = await ownListing(deps.db, userId, validId(listingId));
  return (await templatesOf(deps.db, listing.id)).map(present);
}

/** POST: at most MESSAGE_TEMPLATES_MAX per listing (then 422 on the trigger). */
export async function createTemplate(
  deps: Deps,
  userId: number,
  listingId: number,
  body: Body,
): Promise<MessageTemplate> {
  return deps.db.transaction().execute(async (trx) => {
    const listing = await ownListing(trx, userId, validId(listingId));
    if ((await templatesOf(trx, listing.id)).length >= MESSAGE_TEMPLATES_MAX)
      throw validation({ trigger: ['messages.templates_full'] });
    return present(await insertTemplate(trx, listing.id, valuesOf(body), deps.now()));
  });
}

export async function changeTemplate(
  deps: Deps,
  userId: number,
  listingId: number,
  id: number,
  body: Body,
): Promise<MessageTemplate> {
  const listing = await ownListing(deps.db, userId, validId(listingId));
  const row = await updateTemplate(deps.db, listing.id, validId(id), valuesOf(body), deps.now());
  if (!row) throw notFound();
  return present(row);
}

export async function removeTemplate(
  deps: Deps,
  userId: number,
  listingId: number,
  id: number,
): Promise<void> {
  const listing = await ownListing(deps.db, userId, validId(listingId));
  if (!(await deleteTemplate(deps.db, listing.id, validId(id)))) throw notFound();
}

/**
 * GET reservations/{id}/scheduled-messages (its host): each template of the listing with its time
 * for this stay, `sent` once sent, `skipped` when its time passed unsent or the reservation is not
 * live (or has no conversation: a manual reservation), else `scheduled`; soonest first.
 */
export async function scheduledFor(
  deps: Deps,
  userId: number,
  reservationId: number,
): Promise<ScheduledMessage[]> {
  const reservation = await hostReservation(deps.db, userId, validId(reservationId));
  if (!reservation) throw notFound();
  const [templates, sends] = await Promise.all([
    templatesOf(deps.db, reservation.listing_id),
    sendsOf(deps.db, reservation.id),
  ]);
  const now = deps.now().getTime();
  const stay = { checkIn: reservation.check_in, checkOut: reservation.check_out };
  return templates
    .map((template): ScheduledMessage => {
      const schedule = { trigger: template.trigger, days: template.days, time: template.send_time };
      const window = scheduleOf(schedule, stay, reservation.time_zone);
      const sent = sends.find((s) => Number(s.template_id) === Number(template.id));
      const live =
        reservation.conversation_id !== null && isLiveFor(template.trigger, reservation.status);
      return {
        template_id: Number(template.id),
        trigger: template.trigger,
        send_at: new Date(window.sendAt).toISOString(),
        state: sent ? 'sent' : !live || now >= window.until ? 'skipped' : 'scheduled',
        sent_at: sent ? sent.sent_at.toISOString() : null,
      };
    })
    .sort((a, b) => a.send_at.localeCompare(b.send_at));
}
