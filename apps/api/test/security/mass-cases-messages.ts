import { messagesPaths } from '@gazda/contracts/paths';
import { instantHost } from '../bookings/fixtures';
import { as, expectStatus } from '../helpers/calendar-fixtures';
import { registerUser } from '../helpers/test-app';
import type { Route } from './authz-world';
import { db, LONG_AGO, out, victim, type Case } from './mass-common';

/**
 * Mass assignment on a host's saved replies and a listing's scheduled messages: only title and
 * body; only trigger, days, time and the two bodies (never the owner, the listing or the dates).
 */
export async function messageCases(): Promise<Record<Route, Case>> {
  const v = await victim();
  const host = await instantHost();
  const replyExtras = {
    id: 987_654,
    host_id: v.user.id,
    created_at: LONG_AGO,
    updated_at: LONG_AGO,
  };
  const templateExtras = {
    id: 987_654,
    listing_id: v.listing,
    send_time: '03:00',
    created_at: LONG_AGO,
    updated_at: LONG_AGO,
  };
  const replies = async () =>
    (await db()).selectFrom('saved_replies').selectAll().where('host_id', '=', host.id).execute();
  const templates = async () =>
    (await db())
      .selectFrom('message_templates')
      .selectAll()
      .where('listing_id', '=', host.listingId)
      .execute();
  const template = {
    trigger: 'before_check_in',
    days: 2,
    time: '10:00',
    body_sr: 'Dobrodošli',
    body_en: 'Welcome',
  };
  const reply = expectStatus(
    await as(host, 'POST', messagesPaths.savedReplies, { title: 'A', body: 'B' }),
    201,
  ).body.data.id as number;
  const made = expectStatus(
    await as(host, 'POST', messagesPaths.templates(host.listingId), template),
    201,
  ).body.data.id as number;
  // A guest's conversation about the host's listing, for the message routes of items 1–3.
  const asker = await registerUser();
  const conversation = expectStatus(
    await as(asker, 'POST', messagesPaths.question(host.listingId), { message: 'Parking?' }),
    201,
  ).body.data.conversation_id as number;
  const messageExtras = {
    id: 987_654,
    sender_id: v.user.id,
    conversation_id: 987_654,
    kind: 'photo',
    photo_path: 'message-photos/1/forged.jpg',
    created_at: LONG_AGO,
  };
  const messages = async () =>
    (await db())
      .selectFrom('messages')
      .selectAll()
      .where('conversation_id', '=', conversation)
      .execute();
  const conversations = async () =>
    (await db()).selectFrom('conversations').selectAll().where('guest_id', '=', asker.id).execute();
  const conversationExtras = {
    id: 987_654,
    guest_id: v.user.id,
    host_id: v.user.id,
    listing_id: v.listing,
    topic: 'booking',
    reported_at: LONG_AGO,
    created_at: LONG_AGO,
  };
  return {
    'POST /api/public/ads/{id}/questions': {
      extras: conversationExtras,
      run: async (extras) =>
        out(
          await as(asker, 'POST', messagesPaths.question(host.listingId), {
            message: 'And a crib?',
            ...extras,
          }),
          await conversations(),
        ),
    },
    'POST /api/conversations/{id}/messages': {
      extras: messageExtras,
      run: async (extras) =>
        out(
          await as(asker, 'POST', messagesPaths.messages(conversation), { body: 'Hi', ...extras }),
          await messages(),
        ),
    },
    'POST /api/conversations/{id}/report': {
      extras: {
        id: 987_654,
        guest_id: v.user.id,
        host_id: v.user.id,
        topic: 'booking',
        reported_by: v.user.id,
        operator_read_at: LONG_AGO,
      },
      run: async (extras) =>
        out(
          await as(asker, 'POST', messagesPaths.report(conversation), { reason: '', ...extras }),
          await conversations(),
        ),
    },
    'POST /api/saved-replies': {
      extras: replyExtras,
      run: async (extras) =>
        out(
          await as(host, 'POST', messagesPaths.savedReplies, { title: 'T', body: 'B', ...extras }),
          await replies(),
        ),
    },
    'PUT /api/saved-replies/{id}': {
      extras: replyExtras,
      run: async (extras) =>
        out(
          await as(host, 'PUT', messagesPaths.savedReply(reply), {
            title: 'T2',
            body: 'B2',
            ...extras,
          }),
          await replies(),
        ),
    },
    'POST /api/panel/ads/{id}/message-templates': {
      extras: templateExtras,
      run: async (extras) =>
        out(
          await as(host, 'POST', messagesPaths.templates(host.listingId), {
            ...template,
            ...extras,
          }),
          await templates(),
        ),
    },
    'PUT /api/panel/ads/{id}/message-templates/{templateId}': {
      extras: templateExtras,
      run: async (extras) =>
        out(
          await as(host, 'PUT', messagesPaths.template(host.listingId, made), {
            ...template,
            days: 1,
            ...extras,
          }),
          await templates(),
        ),
    },
  };
}
