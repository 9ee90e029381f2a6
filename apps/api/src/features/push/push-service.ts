import type { Deps } from '../../deps';
import type { TransactionMails } from '../../mail/mail-transaction';
import { deliverPushes, queuePushes } from './push-delivery';
import { messageForPush } from './push-repository';
import { PUSHED_BOOKING_KINDS, type PushedBookingKind } from './push-texts';

/*
 * The events that reach a person's devices (issue #28 item 5): a new message, a booking request
 * (for the host), an answer to an inquiry and a confirmation (for the guest). The booking ones
 * ride on the booking's mails, in the same transaction; messages call pushNewMessage.
 */

type PushDeps = Pick<Deps, 'config' | 'db' | 'log' | 'now'>;

type BookingFacts = {
  code: string;
  listing_name_sr: string;
  listing_name_en: string;
  check_in: string;
  check_out: string;
};

const pushed = (kind: string): kind is PushedBookingKind =>
  (PUSHED_BOOKING_KINDS as readonly string[]).includes(kind);

/**
 * In the booking's transaction (bookings/booking-mails.ts): the pushes of its mails that are
 * pushed, whatever the person chose for mails (push has its own switch), sent after the commit.
 */
export async function queueBookingPushes(
  deps: PushDeps,
  mails: TransactionMails,
  booking: BookingFacts,
  out: readonly { userId: number | null; kind: string; path: string }[],
): Promise<void> {
  const pushes = out.flatMap(({ userId, kind, path }) =>
    userId !== null && pushed(kind)
      ? [
          {
            userId,
            event: {
              kind,
              path,
              code: booking.code,
              checkIn: booking.check_in,
              checkOut: booking.check_out,
              listing: { name_sr: booking.listing_name_sr, name_en: booking.listing_name_en },
            },
          },
        ]
      : [],
  );
  const ids = await queuePushes(deps, mails.db, pushes);
  if (ids.length > 0) mails.afterCommit(() => deliverPushes(deps, ids));
}

/**
 * After a message's commit (messages/messages-service.ts): a push to the other party's devices.
 * Queued in a transaction of its own, then delivered; the `push-delivery` job retries it.
 */
export async function pushNewMessage(deps: PushDeps, messageId: number): Promise<void> {
  const message = await messageForPush(deps.db, messageId);
  if (!message) return;
  const recipient =
    Number(message.sender_id) === Number(message.guest_id) ? message.host_id : message.guest_id;
  const ids = await queuePushes(deps, deps.db, [
    {
      userId: Number(recipient),
      event: {
        kind: 'message',
        conversationId: Number(message.conversation_id),
        senderName: message.first_name,
        listing: { name_sr: message.name_sr, name_en: message.name_en },
      },
    },
  ]);
  await deliverPushes(deps, ids);
}
