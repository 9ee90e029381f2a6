/** Messages of the HTTP error catalogue (docs/rules/api.md, docs/rules/product.md §8). */
export const errors = {
  'errors.unauthenticated': 'Unauthenticated.',
  'errors.forbidden': 'This action is unauthorized.',
  'errors.not_found': 'Not found',
  'errors.apartment_not_found': 'Apartment not found',
  'errors.no_longer_available': 'The apartment is no longer available for rent',
  'errors.reservation_not_made': 'Reservation was not made',
  'errors.conflict': 'This step is not possible in the current state',
  'errors.payout_locked': 'A payout method used by reservations cannot be deleted or modified',
  'errors.too_many_attempts': 'Too Many Attempts.',
  'errors.too_many_requests': 'Too many requests, please try again later',
  'errors.server': 'There was an error, please try again later',
  'errors.payload_too_large': 'The request is too large',
  'errors.bad_request': 'The request could not be understood',
  'errors.idempotency_key_reused': 'This Idempotency-Key was already used for a different request',
  'errors.idempotency_in_progress':
    'This request is still being processed, please try again in a moment',
  'errors.host_not_ready':
    'This listing cannot be booked yet: its host has not finished setting up their account',
} as const;
