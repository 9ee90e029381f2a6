import type { IdName, Route, World } from './authz-world';

/*
 * Who may call each route (OWASP API1 BOLA, API5 BFLA; ASVS V8). Every route of the OpenAPI
 * document and every route outside it must be listed here: a new route fails the matrix until it
 * gets a rule.
 *
 * - public: no login (health, sign-up and sign-in, reference data, the search, social login).
 * - signed: no login, the link carries a secret (signed e-mail link, secret iCal file name).
 * - listed: a public listing's id: anyone sees a listed listing, nobody else a draft.
 * - login: a logged-in user acting on their own account (no id of anybody else in the path).
 * - owner: an id of the host's (or the guest's) resource: 401 without a login, 404 or 403 for
 *   another user, who changes nothing.
 * - admin: the role Admin only: 401 without a login, 403 for everybody else.
 * - outside: not in the document (panel files, photos, Apple's form_post, socket.io).
 */

/** A path parameter: one of the world's ids, or a literal value. */
export type ParamValue = IdName | { literal: string } | ((w: World) => string);
export type Params = Record<string, ParamValue>;
type Body = unknown | ((w: World) => unknown);

export type Rule =
  | { kind: 'public'; params?: Params; query?: string }
  | { kind: 'signed'; wrong: Params; right?: Params }
  | { kind: 'listed'; query?: string; body?: Body; login?: boolean }
  | { kind: 'login'; params?: Params }
  | {
      kind: 'owner';
      params: Params;
      body?: Body;
      query?: string;
      /** Whose resource: the host's by default, or the guest's (their trips). */
      of?: 'host' | 'guest';
      /** multipart photo upload instead of JSON. */
      multipart?: boolean;
    }
  | { kind: 'admin'; params?: Params; query?: string }
  | { kind: 'outside'; why: string; conditional?: true };

const pub: Rule = { kind: 'public' };
const login: Rule = { kind: 'login' };
const admin = (params: Params = {}): Rule => ({ kind: 'admin', params });
const own = (params: Params, extra: Partial<Extract<Rule, { kind: 'owner' }>> = {}): Rule => ({
  kind: 'owner',
  params,
  ...extra,
});
const L = { id: 'listing' } as const;
const lit = (value: string) => ({ literal: value });

const rule = { name: 'X', color: '#000000', price_percent: 1 };
const manual = {
  check_in: '2027-10-01',
  check_out: '2027-10-03',
  guests: 2,
  guest_name: 'Uljez',
  total: 1,
};
const domestic = { type: 'domestic', account_number: '260-56010016113-79' };
const stay = { check_in: '2027-03-06', check_out: '2027-03-09', guests: 2, comment: '' };
const savedReply = { title: 'Uljez', body: 'Uljez' };
const template = { trigger: 'before_check_in', days: 1, time: '10:00', body_sr: 'Uljez' };

export const routeTable: Record<Route, Rule> = {
  // Health, sign-up, sign-in and password reset (the reset token is in the body).
  'GET /api/health': pub,
  'GET /api/health/live': pub,
  'GET /api/health/ready': pub,
  'POST /api/register': pub,
  'POST /api/login': pub,
  'POST /api/forgot-password': pub,
  'POST /api/reset-password': pub,
  'GET /api/email/verify/{id}/{hash}': {
    kind: 'signed',
    wrong: { id: 'hostId', hash: lit('0'.repeat(40)) },
  },
  'GET /api/email/change/{id}/{hash}': {
    kind: 'signed',
    wrong: { id: 'hostId', hash: lit('0'.repeat(40)) },
  },
  // The own account.
  'POST /api/logout': login,
  'POST /api/email/verification-notification': login,
  'GET /api/me': login,
  'POST /api/user-settings/update-settings': login,
  'POST /api/user-settings/change-password': login,
  'PUT /api/user-settings/account': login,
  'POST /api/user-settings/avatar': login,
  'GET /api/user-settings/payouts': login,
  'POST /api/user-settings/payouts': login,
  'PUT /api/user-settings/payouts/{id}': own({ id: 'payout' }, { body: domestic }),
  'DELETE /api/user-settings/payouts/{id}': own({ id: 'payout' }),
  // Push notifications (issue #28 item 5): the caller's own devices.
  'GET /api/push-subscriptions': login,
  'POST /api/push-subscriptions': login,
  'DELETE /api/push-subscriptions/{id}': own({ id: 'pushSubscription' }),
  'GET /api/user-settings/sessions': login,
  'DELETE /api/user-settings/sessions/{id}': own(
    { id: 'session' },
    { body: { current_password: 'typed-again' } },
  ),
  'POST /api/user-settings/sessions/logout-others': login,
  'GET /api/government-id': login,
  'POST /api/government-id': login,
  'GET /api/government-id/{userId}/{side}': own({ userId: 'hostId', side: lit('front') }),
  'GET /api/delete-account': login,
  'POST /api/delete-account': login,
  'POST /api/broadcasting/auth': own(
    {},
    { body: (w: World) => ({ channel_name: `users.${w.host.id}` }) },
  ),
  'GET /api/activity-log': login,
  // Messages (issue #28): only the conversation's two parties; the operator once it is reported.
  'POST /api/public/ads/{id}/questions': {
    kind: 'listed',
    body: { message: 'Crib?' },
    login: true,
  },
  'GET /api/conversations': login,
  'GET /api/conversations/unread-count': login,
  'GET /api/conversations/{id}/messages': own({ id: 'conversation' }),
  'POST /api/conversations/{id}/messages': own({ id: 'conversation' }, { body: { body: 'Hi' } }),
  'POST /api/conversations/{id}/read': own({ id: 'conversation' }),
  'POST /api/conversations/{id}/report': own({ id: 'conversation' }, { body: { reason: '' } }),
  'GET /api/admin/conversations/reported': admin(),
  'GET /api/admin/conversations/{id}/messages': admin({ id: 'conversation' }),
  'POST /api/conversations/{id}/photos': own({ id: 'conversation' }, { multipart: true }),
  'GET /api/conversations/{id}/photos/{messageId}/{size}': own({
    id: 'conversation',
    messageId: 'photoMessage',
    size: lit('thumb'),
  }),
  // Saved replies and scheduled messages (issue #28 item 4): the host's own.
  'GET /api/saved-replies': login,
  'POST /api/saved-replies': login,
  'PUT /api/saved-replies/{id}': own({ id: 'savedReply' }, { body: savedReply }),
  'DELETE /api/saved-replies/{id}': own({ id: 'savedReply' }),
  'GET /api/panel/ads/{id}/message-templates': own(L),
  'POST /api/panel/ads/{id}/message-templates': own(L, { body: template }),
  'PUT /api/panel/ads/{id}/message-templates/{templateId}': own(
    { ...L, templateId: 'template' },
    { body: template },
  ),
  'DELETE /api/panel/ads/{id}/message-templates/{templateId}': own({
    ...L,
    templateId: 'template',
  }),
  'GET /api/reservations/{id}/scheduled-messages': own({ id: 'reservation' }),
  'GET /api/dashboard': login,
  'GET /api/dashboard/today': login,
  'GET /api/insights': login,
  // The tourist tax: the host's own month; the rates are the operator's (docs/rules/tourist-tax.md).
  'GET /api/tourist-tax/report': login,
  'GET /api/tourist-tax/report.csv': login,
  'GET /api/admin/tourist-tax-rates': admin(),
  'PUT /api/admin/tourist-tax-rates': admin(),
  'GET /api/reservations/export.csv': login,
  'GET /api/admin/insights': { kind: 'admin', query: 'from=2027-01-01&to=2027-01-31' },
  'GET /api/admin/reservations/export.csv': {
    kind: 'admin',
    query: 'from=2027-01-01&to=2027-01-31',
  },
  // The host's calendar of one listing.
  'GET /api/calendar/{id}': own(L),
  'PUT /api/calendar/{id}/days': own(L, {
    body: { from: '2027-08-01', to: '2027-08-03', blocked: true },
  }),
  'GET /api/calendar/init-data/{id}': own(L),
  // The multi-calendar: the caller's own listings only; another's id among the ids is 404.
  'GET /api/calendar/multi': login,
  'PUT /api/calendar/multi/days': own(
    {},
    {
      body: (w: World) => ({
        listing_ids: [w.ids.listing],
        from: '2027-10-01',
        to: '2027-10-02',
        blocked: true,
      }),
    },
  ),
  'GET /api/calendar/special-price/{id}': own(L),
  'GET /api/calendar/min-stay-blocked/{id}': own(L, { query: 'start=2027-09-01' }),
  // Pricing is open on a listed listing (the booking widget): a draft's is the owner's alone.
  'GET /api/calendar/{id}/pricing': own(
    { id: 'draft' },
    { query: 'check_in=2027-09-10&check_out=2027-09-12&guests=2' },
  ),
  'GET /api/calendar/rules/{id}': own(L),
  'POST /api/calendar/rules/{id}': own(L, { body: rule }),
  'PUT /api/calendar/rules/{id}/{ruleId}': own({ ...L, ruleId: 'rule' }, { body: rule }),
  'DELETE /api/calendar/rules/{id}/{ruleId}': own({ ...L, ruleId: 'rule' }),
  'GET /api/calendar/reservations/{id}': own(L),
  'GET /api/calendar/inquries/{id}': own(L),
  'POST /api/calendar/{id}/reservations': own(L, { body: manual }),
  'PUT /api/calendar/{id}/reservations/{reservationId}': own(
    { ...L, reservationId: 'manual' },
    { body: manual },
  ),
  'POST /api/calendar/{id}/reservations/{reservationId}/cancel': own({
    ...L,
    reservationId: 'manual',
  }),
  'POST /api/calendar/{id}/ical-imports': own(L, {
    body: { url: 'https://127.0.0.1/cal.ics', name: 'X' },
  }),
  'DELETE /api/calendar/{id}/ical-imports/{importId}': own({ ...L, importId: 'icalImport' }),
  'POST /api/calendar/refresh-ical/{id}': own(L),
  'POST /api/calendar/{id}/ical-export/regenerate': own(L),
  'GET /api/ical/{id}/{file}': {
    kind: 'signed',
    wrong: { id: 'listing', file: lit(`${'A'.repeat(43)}.ics`) },
    right: { id: 'listing', file: (w: World) => w.exportFile },
  },
  // Reference data.
  'GET /api/countries': pub,
  'GET /api/panel/ads/categories': pub,
  'GET /api/panel/ads/categories/const/{const}': {
    kind: 'public',
    params: { const: lit('apartment') },
  },
  'GET /api/panel/ads/tags/category/{id}': { kind: 'public', params: { id: lit('1') } },
  'GET /api/panel/ads/subcategories/category/{id}': { kind: 'public', params: { id: lit('1') } },
  // The host's listings.
  'GET /api/panel/ads': login,
  'POST /api/panel/ads': login,
  'GET /api/panel/ads/category-const/{const}': {
    kind: 'login',
    params: { const: lit('apartment') },
  },
  'GET /api/panel/ads/{id}': own(L),
  'PATCH /api/panel/ads/{id}': own(L, { body: { step: 'terms', terms_accepted: true } }),
  'GET /api/panel/ads/{id}/activity': own(L),
  'POST /api/panel/ads/{id}/submit': own({ id: 'draft' }),
  'POST /api/panel/ads/{id}/request-review': own(L),
  'POST /api/panel/ads/{id}/deactivate': own(L),
  'POST /api/panel/ads/{id}/activate': own(L),
  'POST /api/panel/ads/{id}/delete-request': own(L),
  'DELETE /api/panel/ads/{id}': own(L),
  'POST /api/panel/ads/{id}/delete-confirm': own(L, {
    body: { expires: 4_000_000_000, signature: 'a'.repeat(64) },
  }),
  'POST /api/panel/ads/{id}/photos': own(L, { multipart: true }),
  'PUT /api/panel/ads/{id}/photos/order': own(L, {
    body: (w: World) => ({ ids: [w.ids.photo] }),
  }),
  'DELETE /api/panel/ads/{id}/photos/{photoId}': own({ ...L, photoId: 'photo' }),
  // The public site and booking.
  'GET /api/public/ads': pub,
  'GET /api/public/ads/{id}': { kind: 'listed' },
  'GET /api/public/ads/{id}/calendar': { kind: 'listed' },
  'GET /api/public/ads/{id}/min-stay-blocked': { kind: 'listed', query: 'start=2027-09-01' },
  'GET /api/public/ads/{id}/pricing': {
    kind: 'listed',
    query: 'check_in=2027-09-10&check_out=2027-09-12&guests=2',
  },
  'POST /api/public/ads/{id}/reservations': { kind: 'listed', body: stay, login: true },
  'POST /api/public/ads/{id}/inquiries': { kind: 'listed', body: stay, login: true },
  // Inquiries and reservations: host side, then the guest's trips.
  'GET /api/inquiries': login,
  'GET /api/inquiries/{id}': own({ id: 'inquiry' }),
  'POST /api/inquiries/{id}/answer': own(
    { id: 'inquiry' },
    { body: { available: false, message: 'Ne' } },
  ),
  'POST /api/my-travel/inquiries/{id}/confirm': own({ id: 'inquiry' }, { of: 'guest' }),
  'POST /api/my-travel/inquiries/{id}/cancel': own({ id: 'inquiry' }, { of: 'guest' }),
  'GET /api/reservations': login,
  'GET /api/reservations/{id}': own({ id: 'reservation' }),
  'POST /api/reservations/{id}/no-show': own({ id: 'reservation' }),
  'POST /api/reservations/{id}/cancel-request': own({ id: 'reservation' }),
  'GET /api/my-travel/reservations': login,
  'GET /api/my-travel/inquiries': login,
  // Payments (issue #29): the guest of the reservation (and operators); anyone else 404.
  'GET /api/my-travel/reservations/{id}/payment': own({ id: 'reservation' }, { of: 'guest' }),
  'GET /api/my-travel/reservations/{id}/payment/qr.png': own(
    { id: 'reservation' },
    { of: 'guest' },
  ),
  // Guest registration (issue #30): the trip's guest gives the details, the host reads them and
  // ticks eTurista (operators read, logged); anyone else 404.
  'GET /api/my-travel/reservations/{id}/guests': own({ id: 'reservation' }, { of: 'guest' }),
  'PUT /api/my-travel/reservations/{id}/guests': own(
    { id: 'reservation' },
    { of: 'guest', body: { guests: [] } },
  ),
  'GET /api/reservations/{id}/guests': own({ id: 'reservation' }),
  'POST /api/reservations/{id}/eturista': own(
    { id: 'reservation' },
    { body: { registered: true } },
  ),
  'GET /api/payouts': login,
  'GET /api/payouts/statement': login,
  'GET /api/payouts/statement.csv': login,
  'GET /api/admin/exchange-rates': admin(),
  'GET /api/admin/payouts': admin(),
  'POST /api/admin/payouts/sent': admin(),
  'PUT /api/admin/exchange-rates': admin(),
  'GET /api/admin/reservations/{id}/payments': admin({ id: 'reservation' }),
  'POST /api/admin/reservations/{id}/payments': admin({ id: 'reservation' }),
  // Operators.
  'GET /api/admin/ads': admin(),
  'POST /api/admin/ads/{id}/approve': admin({ id: 'draft' }),
  'POST /api/admin/ads/{id}/request-fix': admin({ id: 'draft' }),
  'GET /api/admin/inquiries': admin(),
  'GET /api/admin/inquiries/{id}': admin({ id: 'inquiry' }),
  'POST /api/admin/inquiries/{id}/confirm': admin({ id: 'inquiry' }),
  'GET /api/admin/reservations': admin(),
  'GET /api/admin/reservations/{id}': admin({ id: 'reservation' }),
  'POST /api/admin/reservations/{id}/advance-paid': admin({ id: 'reservation' }),
  'POST /api/admin/reservations/{id}/resolve-cancel': admin({ id: 'reservation' }),
  'POST /api/admin/reservations/{id}/reject-cancel': admin({ id: 'reservation' }),
  'POST /api/admin/reservations/{id}/resolve-no-show': admin({ id: 'reservation' }),
  'POST /api/admin/reservations/{id}/reject-no-show': admin({ id: 'reservation' }),
  'GET /api/admin/government-ids': admin(),
  'POST /api/admin/government-ids/{userId}/verify': admin({ userId: 'hostId' }),
  'POST /api/admin/government-ids/{userId}/reject': admin({ userId: 'hostId' }),
  'GET /api/admin/account-deletions': admin(),
  'POST /api/admin/users/{id}/complete-deletion': admin({ id: 'hostId' }),
  'GET /api/admin/tv': admin(),
  'GET /api/admin/tv/advance-payment': admin(),
  'GET /api/admin/tv/unresolved-inquiries': admin(),
  'GET /api/admin/tv/double': admin(),
  'GET /api/admin/users': admin(),
  'GET /api/admin/users/{id}': admin({ id: 'hostId' }),
  'GET /api/admin/users/{id}/payouts': admin({ id: 'hostId' }),
  'POST /api/admin/users/{id}/logout': admin({ id: 'hostId' }),
  // Public configuration and social login.
  'GET /api/public/config': pub,
  'GET /api/auth/providers': pub,
  'GET /api/auth/{provider}/redirect': { kind: 'public', params: { provider: lit('google') } },
  'POST /api/sociallogin/{provider}': { kind: 'public', params: { provider: lit('google') } },
  // Outside the document (schema.hide or not fastify's), each with its own check.
  'GET /api/openapi.json': { kind: 'outside', why: 'the API description, public' },
  'GET /uploads/{folder}/{ownerId}/{name}': {
    kind: 'outside',
    why: 'listing photos and avatars only, public; government IDs are never under /uploads',
  },
  'POST /auth/{provider}/callback': {
    kind: 'outside',
    why: "Apple's form_post, turned into a 303 to the panel's GET callback; reads nothing",
  },
  // Registered only when the panel is built (apps/web/dist).
  'GET /': { kind: 'outside', why: 'the panel (static files), public', conditional: true },
  'GET /ads/{id}': {
    kind: 'outside',
    why: "the panel's index.html; a listed listing's first photo in a Link preload (public data)",
    conditional: true,
  },
  'GET /*': {
    kind: 'outside',
    why: 'the panel (static files), public; an unknown /api/* path is a JSON 404',
    conditional: true,
  },
  'GET /socket.io': {
    kind: 'outside',
    why: 'Socket.IO (not a fastify route): a connection without a valid token is refused',
    conditional: true,
  },
};

/** `/api/x/{id}` with the world's values. */
export function fill(path: string, params: Params | undefined, w: World): string {
  return path.replace(/\{(\w+)\}/g, (_all, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    if (typeof value === 'function') return value(w);
    return typeof value === 'string' ? String(w.ids[value]) : value.literal;
  });
}

export function bodyOf(body: Body, w: World): unknown {
  return typeof body === 'function' ? (body as (w: World) => unknown)(w) : body;
}
