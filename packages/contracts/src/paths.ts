/*
 * Every API path the panel calls (docs/rules/api.md), without zod: a screen's data module imports
 * its path from here and its answer's type from the contract, so no page downloads zod to ask for
 * its data (issue #9). The server registers the same paths from its own route files.
 */
import type { GovernmentIdSide } from './government-id';
import type { CategoryConst } from './listings';
export { socialLoginPaths } from './social-login-paths';

export const accountDeletionPaths = {
  deleteAccount: '/api/delete-account',
  adminRequests: '/api/admin/account-deletions',
  adminComplete: (userId: number) => `/api/admin/users/${userId}/complete-deletion`,
} as const;

export const accountPaths = {
  account: '/api/user-settings/account',
  avatar: '/api/user-settings/avatar',
  /** The link mailed to a new address (no login: the link is signed). */
  confirmEmailChange: (id: number | string, hash: string) => `/api/email/change/${id}/${hash}`,
} as const;

export const activityLogPaths = { list: '/api/activity-log' } as const;

export const adminPaths = {
  tv: '/api/admin/tv',
  tvAdvancePayment: '/api/admin/tv/advance-payment',
  tvUnresolvedInquiries: '/api/admin/tv/unresolved-inquiries',
  tvDouble: '/api/admin/tv/double',
  users: '/api/admin/users',
  user: (id: number) => `/api/admin/users/${id}`,
  userPayouts: (id: number) => `/api/admin/users/${id}/payouts`,
  /** POST: 204; ends every login of the user (sessions.ts). */
  userLogout: (id: number) => `/api/admin/users/${id}/logout`,
} as const;

export const authPaths = {
  register: '/api/register',
  login: '/api/login',
  logout: '/api/logout',
  me: '/api/me',
  resendVerification: '/api/email/verification-notification',
  verifyEmail: (id: number | string, hash: string) => `/api/email/verify/${id}/${hash}`,
  forgotPassword: '/api/forgot-password',
  resetPassword: '/api/reset-password',
  changePassword: '/api/user-settings/change-password',
  updateSettings: '/api/user-settings/update-settings',
} as const;

/** Sent with a booking or an inquiry: one key per attempt, reused by its retries (docs/bookings.md). */
export const idempotencyKeyHeader = 'Idempotency-Key';

export const bookingPaths = {
  search: '/api/public/ads',
  listing: (id: number) => `/api/public/ads/${id}`,
  calendar: (id: number) => `/api/public/ads/${id}/calendar`,
  minStayBlocked: (id: number) => `/api/public/ads/${id}/min-stay-blocked`,
  pricing: (id: number) => `/api/public/ads/${id}/pricing`,
  book: (id: number) => `/api/public/ads/${id}/reservations`,
  inquire: (id: number) => `/api/public/ads/${id}/inquiries`,
  reservations: '/api/reservations',
  reservation: (id: number) => `/api/reservations/${id}`,
  noShow: (id: number) => `/api/reservations/${id}/no-show`,
  cancelRequest: (id: number) => `/api/reservations/${id}/cancel-request`,
  inquiries: '/api/inquiries',
  inquiry: (id: number) => `/api/inquiries/${id}`,
  answer: (id: number) => `/api/inquiries/${id}/answer`,
  myReservations: '/api/my-travel/reservations',
  myInquiries: '/api/my-travel/inquiries',
  confirmInquiry: (id: number) => `/api/my-travel/inquiries/${id}/confirm`,
  cancelInquiry: (id: number) => `/api/my-travel/inquiries/${id}/cancel`,
  adminInquiries: '/api/admin/inquiries',
  adminConfirmInquiry: (id: number) => `/api/admin/inquiries/${id}/confirm`,
  adminReservations: '/api/admin/reservations',
  adminReservationAction: (
    id: number,
    action:
      'advance-paid' | 'resolve-cancel' | 'reject-cancel' | 'resolve-no-show' | 'reject-no-show',
  ) => `/api/admin/reservations/${id}/${action}`,
} as const;

export const calendarPaths = {
  days: (id: number) => `/api/calendar/${id}`,
  /** Every own listing's days of one window (issue #27); PUT multiDays changes several at once. */
  multi: '/api/calendar/multi',
  multiDays: '/api/calendar/multi/days',
  putDays: (id: number) => `/api/calendar/${id}/days`,
  initData: (id: number) => `/api/calendar/init-data/${id}`,
  rules: (id: number) => `/api/calendar/rules/${id}`,
  rule: (id: number, ruleId: number) => `/api/calendar/rules/${id}/${ruleId}`,
  specialPrice: (id: number) => `/api/calendar/special-price/${id}`,
  minStayBlocked: (id: number) => `/api/calendar/min-stay-blocked/${id}`,
  pricing: (id: number) => `/api/calendar/${id}/pricing`,
  reservations: (id: number) => `/api/calendar/reservations/${id}`,
  inquiries: (id: number) => `/api/calendar/inquries/${id}`,
  refreshIcal: (id: number) => `/api/calendar/refresh-ical/${id}`,
  icalImports: (id: number) => `/api/calendar/${id}/ical-imports`,
  icalImport: (id: number, importId: number) => `/api/calendar/${id}/ical-imports/${importId}`,
  manualReservations: (id: number) => `/api/calendar/${id}/reservations`,
  manualReservation: (id: number, reservationId: number) =>
    `/api/calendar/${id}/reservations/${reservationId}`,
  cancelManualReservation: (id: number, reservationId: number) =>
    `/api/calendar/${id}/reservations/${reservationId}/cancel`,
  regenerateIcalExport: (id: number) => `/api/calendar/${id}/ical-export/regenerate`,
} as const;

export const dashboardPaths = { summary: '/api/dashboard', today: '/api/dashboard/today' } as const;

export const insightsPaths = {
  insights: '/api/insights',
  export: '/api/reservations/export.csv',
  adminExport: '/api/admin/reservations/export.csv',
  admin: '/api/admin/insights',
} as const;

export const governmentIdPaths = {
  governmentId: '/api/government-id',
  picture: (userId: number, side: GovernmentIdSide) => `/api/government-id/${userId}/${side}`,
  adminQueue: '/api/admin/government-ids',
  adminVerify: (userId: number) => `/api/admin/government-ids/${userId}/verify`,
  adminReject: (userId: number) => `/api/admin/government-ids/${userId}/reject`,
} as const;

export const listingsPaths = {
  categories: '/api/panel/ads/categories',
  categoryByConst: (c: CategoryConst) => `/api/panel/ads/categories/const/${c}`,
  tags: (categoryId: number) => `/api/panel/ads/tags/category/${categoryId}`,
  subcategories: (categoryId: number) => `/api/panel/ads/subcategories/category/${categoryId}`,
  countries: '/api/countries',
  listings: '/api/panel/ads',
  listingsOfCategory: (c: CategoryConst) => `/api/panel/ads/category-const/${c}`,
  listing: (id: number) => `/api/panel/ads/${id}`,
  photos: (id: number) => `/api/panel/ads/${id}/photos`,
  photosOrder: (id: number) => `/api/panel/ads/${id}/photos/order`,
  photo: (id: number, photoId: number) => `/api/panel/ads/${id}/photos/${photoId}`,
  submit: (id: number) => `/api/panel/ads/${id}/submit`,
  requestReview: (id: number) => `/api/panel/ads/${id}/request-review`,
  deactivate: (id: number) => `/api/panel/ads/${id}/deactivate`,
  activate: (id: number) => `/api/panel/ads/${id}/activate`,
  deleteRequest: (id: number) => `/api/panel/ads/${id}/delete-request`,
  adminQueue: '/api/admin/ads',
  adminApprove: (id: number) => `/api/admin/ads/${id}/approve`,
  adminRequestFix: (id: number) => `/api/admin/ads/${id}/request-fix`,
  /** The listing's activity entries (newest first, paginated): the activity step. */
  activity: (id: number) => `/api/panel/ads/${id}/activity`,
  /** Confirms a delete request with the signed values of the mailed link. */
  deleteConfirm: (id: number) => `/api/panel/ads/${id}/delete-confirm`,
} as const;

export const messagesPaths = {
  question: (listingId: number) => `/api/public/ads/${listingId}/questions`,
  conversations: '/api/conversations',
  unread: '/api/conversations/unread-count',
  messages: (id: number) => `/api/conversations/${id}/messages`,
  read: (id: number) => `/api/conversations/${id}/read`,
  report: (id: number) => `/api/conversations/${id}/report`,
  /** The operator: a reported conversation only (404 otherwise); each read is logged. */
  adminMessages: (id: number) => `/api/admin/conversations/${id}/messages`,
  /** The operator's list of reported conversations, newest report first. */
  adminReported: '/api/admin/conversations/reported',
  /** POST a photo (multipart `photo`, optional `caption`): a message of kind photo. */
  photos: (id: number) => `/api/conversations/${id}/photos`,
  /** GET a photo message's picture (`full`) or thumb: the two parties only (private storage). */
  photo: (id: number, messageId: number, size: 'full' | 'thumb') =>
    `/api/conversations/${id}/photos/${messageId}/${size}`,
  /** The host's saved replies: GET, POST; PUT and DELETE one. */
  savedReplies: '/api/saved-replies',
  savedReply: (id: number) => `/api/saved-replies/${id}`,
  /** A listing's scheduled messages (its host): GET, POST; PUT and DELETE one. */
  templates: (listingId: number) => `/api/panel/ads/${listingId}/message-templates`,
  template: (listingId: number, id: number) =>
    `/api/panel/ads/${listingId}/message-templates/${id}`,
  /** GET what is scheduled for a reservation, and what was sent (its host). */
  scheduled: (reservationId: number) => `/api/reservations/${reservationId}/scheduled-messages`,
} as const;

export const pushPaths = {
  subscriptions: '/api/push-subscriptions',
  subscription: (id: number) => `/api/push-subscriptions/${id}`,
} as const;

export const payoutsPaths = {
  list: '/api/user-settings/payouts',
  one: (id: number) => `/api/user-settings/payouts/${id}`,
} as const;

export const paymentsPaths = {
  /** The guest's (or the operator's) advance: amount in dinars, reference, IPS QR text. */
  tripPayment: (id: number) => `/api/my-travel/reservations/${id}/payment`,
  /** The same QR as a PNG. */
  tripPaymentQr: (id: number) => `/api/my-travel/reservations/${id}/payment/qr.png`,
  exchangeRates: '/api/admin/exchange-rates',
  /** The host's payouts: each platform reservation's earnings, payout method and state. */
  hostPayouts: '/api/payouts',
  /** The host's monthly statement (`month=YYYY-MM`), as JSON or CSV. */
  statement: (month: string) => `/api/payouts/statement?month=${month}`,
  statementCsv: (month: string) => `/api/payouts/statement.csv?month=${month}`,
  /** GET the payouts due and not sent (the operator). */
  adminPayouts: '/api/admin/payouts',
  /** POST a batch of payouts sent (the operator): one mail to each host of the batch. */
  adminPayoutsSent: '/api/admin/payouts/sent',
  /** GET the payments recorded, POST one more. */
  adminPayments: (id: number) => `/api/admin/reservations/${id}/payments`,
} as const;

export const publicConfigPaths = { config: '/api/public/config' } as const;

export const sessionsPaths = {
  list: '/api/user-settings/sessions',
  /** DELETE `{ current_password }`: 204; another user's or an unknown id is 404, then 422. */
  one: (id: number) => `/api/user-settings/sessions/${id}`,
  /** POST `{ current_password }`: 204; every login but the current one ends. */
  logoutOthers: '/api/user-settings/sessions/logout-others',
} as const;

/** The tourist tax (docs/rules/tourist-tax.md): the operator's rates and the host's month. */
export const touristTaxPaths = {
  rates: '/api/admin/tourist-tax-rates',
  report: (month: string) => `/api/tourist-tax/report?month=${month}`,
  reportCsv: (month: string) => `/api/tourist-tax/report.csv?month=${month}`,
} as const;
