import type { Db } from '../../db/database';
import {
  findOpenQuestion,
  insertConversation,
  insertMessage,
  linkBooking,
  markMailed,
  setTopic,
} from './messages-repository';

/*
 * The bookings' side of messages (docs/rules/messages.md "Conversations"): every inquiry and
 * platform reservation has a conversation, written in the booking's own transaction.
 */

/**
 * A booking's conversation (bookings, inquiries): the guest's open question about the listing
 * becomes it, else a new one; the guest's comment is its first message. Run in the booking's
 * transaction. The booking's own mail tells the host, so the comment is not mailed again.
 */
export async function openBookingConversation(
  db: Db,
  booking: {
    table: 'inquiries' | 'reservations';
    id: number;
    listingId: number;
    guestId: number;
    hostId: number;
    comment: string;
    now: Date;
  },
): Promise<number> {
  const open = await findOpenQuestion(db, booking.guestId, booking.listingId);
  let conversationId: number;
  if (open) {
    conversationId = Number(open.id);
    await setTopic(db, conversationId, 'booking');
  } else {
    conversationId = await insertConversation(db, {
      listing_id: booking.listingId,
      guest_id: booking.guestId,
      host_id: booking.hostId,
      topic: 'booking',
      now: booking.now,
    });
  }
  await linkBooking(db, booking.table, booking.id, conversationId);
  if (booking.comment.trim())
    await addBookingMessage(
      db,
      conversationId,
      booking.guestId,
      booking.hostId,
      booking.comment,
      booking.now,
    );
  return conversationId;
}

/**
 * A message that a booking step writes (the host's answer to an inquiry): in the step's
 * transaction, counted as mailed to `recipientId` (the step's own mail carries it).
 */
export async function addBookingMessage(
  db: Db,
  conversationId: number | null,
  senderId: number,
  recipientId: number | null,
  text: string,
  now: Date,
): Promise<void> {
  if (conversationId === null || !text.trim()) return;
  const message = await insertMessage(db, {
    conversation_id: Number(conversationId),
    sender_id: senderId,
    body: text.trim(),
    created_at: now,
  });
  if (recipientId !== null) await markMailed(db, Number(conversationId), recipientId, message.id);
}

/** A reservation made from an inquiry keeps the inquiry's conversation. */
export async function moveToReservation(
  db: Db,
  conversationId: number | null,
  reservationId: number,
): Promise<void> {
  if (conversationId !== null) await linkBooking(db, 'reservations', reservationId, conversationId);
}
