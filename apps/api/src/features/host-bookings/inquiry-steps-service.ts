import type { AnswerBody, BookingInquiry } from '@gazda/contracts/bookings';
import { HOLD_HOURS } from '@gazda/domain/booking-policy';
import { inquiryMachine, type InquiryAction } from '@gazda/domain/state-machines/inquiry';
import type { Role } from '@gazda/domain/state-machines/machine';
import type { Locale } from '@gazda/i18n/locales';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { addBookingMessage } from '../messages/booking-conversation-service';
import { AppError, notFound } from '../../errors';
import {
  occupiedRanges,
  lockListingCalendar,
  loadCalendarWindow,
} from '../calendar/calendar-service';
import {
  logBooking,
  statusEntry,
  queueBookingMails,
  type MailOut,
  presentBookingInquiry,
  refusingOverlaps,
  taken,
  transition,
  findInquiry,
  updateInquiry,
  type InquiryChanges,
  type InquiryItem,
  type Scope,
} from '../bookings/booking-service';
import { transactionWithMails } from '../../mail/mail-transaction';

/*
 * The inquiry machine's steps through HTTP (docs/rules/decisions.md §3): the host answers once, the
 * guest confirms or cancels while the hold lasts. Each runs in one transaction with the inquiry row
 * locked; the status comes from the domain's nextStatus, anything else is a 409.
 */

type Step = {
  scope: Scope;
  role: Role;
  actorId: number;
  action: InquiryAction;
  /** Extra checks and columns, inside the transaction, after the transition was allowed. */
  apply?: (trx: Db, item: InquiryItem, now: Date) => Promise<InquiryChanges>;
  /** The mails the step sends, queued in its transaction. */
  mails?: (item: InquiryItem) => MailOut[];
};

const messages = (action: InquiryAction) => ({
  refused: action.startsWith('answer')
    ? ('bookings.errors.already_answered' as const)
    : ('bookings.errors.inquiry_step' as const),
});

async function stepInquiry(deps: Deps, id: number, step: Step): Promise<InquiryItem> {
  const now = deps.now();
  return refusingOverlaps(() =>
    transactionWithMails(deps, async (trx, mails) => {
      const item = await findInquiry(trx, id, step.scope, true);
      if (!item) throw notFound();
      const to = transition(
        inquiryMachine,
        item.status,
        step.action,
        step.role,
        messages(step.action),
      );
      const extra = step.apply ? await step.apply(trx, item, now) : {};
      await updateInquiry(trx, item.id, { ...extra, status: to, updated_at: now });
      await logBooking(
        trx,
        statusEntry('inquiry', item, step.actorId, 'status', item.status, to),
        now,
      );
      const stepped = (await findInquiry(trx, item.id, null))!;
      if (step.mails) await queueBookingMails(deps, mails, stepped, step.mails(stepped));
      return stepped;
    }),
  );
}

/** POST inquiries/{id}/answer: once; `available` holds the nights for 48 hours. */
export async function answerInquiry(
  deps: Deps,
  hostId: number,
  id: number,
  body: AnswerBody,
  locale: Locale,
): Promise<BookingInquiry> {
  const item = await stepInquiry(deps, id, {
    scope: { ownerId: hostId },
    role: 'owner',
    actorId: hostId,
    action: body.available ? 'answer_available' : 'answer_unavailable',
    apply: async (trx, current, now) => {
      const answered = { answered_at: now, owner_response: body.message || null };
      // The answer is the conversation's next message; the answer's mail carries it to the guest.
      await addBookingMessage(trx, current.conversation_id, hostId, current.guest_id, body.message ?? '', now);
      if (!body.available) return answered;
      await lockListingCalendar(trx, current.listing_id);
      const window = { start: current.check_in, end: current.check_out };
      const data = await loadCalendarWindow(trx, current.listing_id, window, { now });
      if (occupiedRanges(data).length > 0) throw taken();
      return { ...answered, hold_expires_at: new Date(now.getTime() + HOLD_HOURS * 3_600_000) };
    },
    mails: (answered) => [
      {
        userId: answered.guest_id,
        kind: body.available ? 'inquiry_available' : 'inquiry_unavailable',
        path: '/my-travel/inquiries',
      },
    ],
  });
  return presentBookingInquiry(item, locale, 'owner', deps.now());
}

/** POST my-travel/inquiries/{id}/confirm: while the hold lasts; the hold is kept (no expiry). */
export async function confirmInquiry(deps: Deps, guestId: number, id: number, locale: Locale) {
  const item = await stepInquiry(deps, id, {
    scope: { guestId },
    role: 'guest',
    actorId: guestId,
    action: 'confirm',
    apply: async (_trx, current, now) => {
      if (!current.hold_expires_at || current.hold_expires_at <= now)
        throw new AppError('hold_expired');
      return {};
    },
  });
  return presentBookingInquiry(item, locale, 'guest', deps.now());
}

/** POST my-travel/inquiries/{id}/cancel: pending or held; the nights are freed (trigger). */
export async function cancelInquiry(deps: Deps, guestId: number, id: number, locale: Locale) {
  const item = await stepInquiry(deps, id, {
    scope: { guestId },
    role: 'guest',
    actorId: guestId,
    action: 'cancel',
  });
  return presentBookingInquiry(item, locale, 'guest', deps.now());
}
