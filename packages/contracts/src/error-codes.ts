/*
 * Every error code the server answers, each with its one HTTP status and its default message id
 * (@gazda/i18n). The server's AppError takes only a code of this table and reads its status here,
 * so a call site cannot pair a code with another status; the panel and the mobile app may switch on
 * `ErrorCode` and the compiler finds every place when the set changes. One refusal, one code
 * (docs/rules/api.md "Conventions"). Zod-free, so the panel imports it without zod.
 *
 * `message` is the default: a call site may name a more precise message id (a listing's own
 * "cannot be approved now") but never another status. The ids are checked against the catalogue by
 * the server's compiler (apps/api/src/errors.ts) and by error-codes.test.ts in sr and en.
 */
export const ERROR_CODES = {
  // The error handler's generic answers (apps/api/src/plugins/error-handler.ts).
  /** A body that cannot be read; Fastify's other client errors keep their own 4xx with this code. */
  bad_request: { status: 400, message: 'errors.bad_request' },
  unauthenticated: { status: 401, message: 'errors.unauthenticated' },
  forbidden: { status: 403, message: 'errors.forbidden' },
  not_found: { status: 404, message: 'errors.not_found' },
  apartment_not_found: { status: 404, message: 'errors.apartment_not_found' },
  payload_too_large: { status: 413, message: 'errors.payload_too_large' },
  validation: { status: 422, message: 'validation.error' },
  too_many_attempts: { status: 429, message: 'errors.too_many_attempts' },
  server_error: { status: 500, message: 'errors.server' },

  // The state does not allow the step: the domain's machines (state-machines/machine.ts).
  transition_not_allowed: { status: 409, message: 'errors.conflict' },
  not_yet_allowed: { status: 409, message: 'errors.conflict' },
  not_editable: { status: 409, message: 'calendar.errors.reservation_not_editable' },
  government_id_verified: { status: 409, message: 'governmentId.conflict.verified' },
  government_id_not_under_review: { status: 409, message: 'governmentId.conflict.review' },

  // Bookings and inquiries.
  no_longer_available: { status: 409, message: 'errors.no_longer_available' },
  dates_unavailable: { status: 422, message: 'bookings.errors.dates_unavailable' },
  own_listing: { status: 409, message: 'bookings.errors.own_listing' },
  inquiry_only: { status: 409, message: 'errors.reservation_not_made' },
  hold_expired: { status: 409, message: 'bookings.errors.hold_expired' },
  advance_not_due: { status: 409, message: 'bookings.errors.advance_not_due' },
  /** domain/booking-eligibility.ts's EMAIL_NOT_VERIFIED. */
  email_not_verified: { status: 403, message: 'bookings.errors.email_not_verified' },
  /** domain/host-readiness.ts: the host lacks a verified e-mail, a phone or a payout method. */
  host_not_ready: { status: 409, message: 'errors.host_not_ready' },
  // The listing's availability rules (domain/availability-rules.ts, docs/rules/availability.md).
  closed_to_arrival: { status: 422, message: 'listings.rule.closed_to_arrival' },
  closed_to_departure: { status: 422, message: 'listings.rule.closed_to_departure' },
  advance_notice: { status: 422, message: 'listings.rule.advance_notice' },
  booking_window: { status: 422, message: 'listings.rule.booking_window' },
  max_stay: { status: 422, message: 'listings.rule.max_stay' },
  preparation_nights: { status: 409, message: 'listings.rule.preparation_nights' },
  /** A genuine verification link opened again: the address is verified already. */
  email_already_verified: { status: 409, message: 'auth.verify.already_verified' },
  idempotency_key_reused: { status: 422, message: 'errors.idempotency_key_reused' },
  idempotency_in_progress: { status: 409, message: 'errors.idempotency_in_progress' },

  // Payments (docs/rules/payments.md): recorded against a live reservation, never beyond its total.
  payment_on_cancelled: { status: 409, message: 'payments.errors.reservation_cancelled' },
  amount_over_total: { status: 422, message: 'payments.errors.amount_over_total' },
  /** A stay priced in euros and no EUR→RSD rate entered yet: no dinar amount, no QR. */
  exchange_rate_missing: { status: 409, message: 'payments.errors.rate_missing' },

  // Guest registration (docs/rules/guest-registration.md): details only while the stay is ahead.
  guest_details_closed: { status: 409, message: 'guestRegistration.errors.closed' },

  // Payout methods: the 423 body also carries `support_email` (contracts/payouts.ts).
  payout_locked: { status: 423, message: 'errors.payout_locked' },

  // Social login (docs/rules/product.md §8).
  social_login_failed: { status: 422, message: 'socialLogin.failed' },
  social_no_email: { status: 422, message: 'socialLogin.no_email' },
  social_email_taken: { status: 422, message: 'socialLogin.email_taken' },

  // Pictures: `upload_<problem>` with the message `upload.<problem>` (docs/rules/product.md §8).
  photo_not_found: { status: 404, message: 'listings.photo_not_found' },
  upload_wrong_type: { status: 422, message: 'upload.wrong_type' },
  upload_wrong_type_id: { status: 422, message: 'upload.wrong_type_id' },
  upload_too_large: { status: 413, message: 'upload.too_large' },
  upload_too_large_dimensions: { status: 422, message: 'upload.too_large_dimensions' },
  upload_too_small: { status: 422, message: 'upload.too_small' },
  upload_try_again: { status: 422, message: 'upload.try_again' },
  upload_too_many: { status: 422, message: 'upload.too_many' },
  upload_failed: { status: 500, message: 'upload.failed' },
  upload_busy: { status: 503, message: 'upload.busy' },
  /** A Web Push endpoint that is not a browser's push service (the server would POST to it). */
  push_endpoint_refused: { status: 422, message: 'account.push.endpoint_refused' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Every code, in the table's order (the OpenAPI enum of an error body's `code`). */
export const errorCodeList = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

export function errorStatus(code: ErrorCode): number {
  return ERROR_CODES[code].status;
}
