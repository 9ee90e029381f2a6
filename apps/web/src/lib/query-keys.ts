/*
 * Query keys shared by more than one feature. `me` is read by the auth feature (get-me) and written
 * by the settings feature (update-settings answers the new user); features never import each other,
 * so the key lives here. Every other key stays next to its queryOptions factory.
 */
export const queryKeys = {
  me: ['me'] as const,
  /** Every listing query (lists, one listing, categories with the user's counts). */
  listings: ['listings'] as const,
  /** One listing as `panel/ads/{id}` answers it (./listing-query); the calendar saves it too. */
  listing: (id: number) => ['listings', 'one', id] as const,
  /** Every booking query: trips, the host's reservations and inquiries, a listing's public calendar. */
  bookings: ['bookings'] as const,
  /** One listing's whole calendar (the calendar feature's keys hang under it); a booking page's
   * cancel of a manual booking frees its nights there too. */
  calendar: (listingId: number) => ['calendar', listingId] as const,
  /** Every messages query (the inbox, threads, the badge): realtime invalidates them. */
  messages: ['messages'] as const,
  /** The top navigation's unread count; `MessageCreated` sets it. */
  unreadMessages: ['messages', 'unread'] as const,
};
