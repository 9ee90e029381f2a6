import { calendarPaths, messagesPaths } from '@gazda/contracts/paths';
import { localDateAt } from '@gazda/domain/dates';
import { png, jpegWithExif, uploadId } from '../account/fixtures';
import { book, guest, inquire, stay } from '../bookings/fixtures';
import { as, createListing, expectStatus } from '../helpers/calendar-fixtures';
import { api, registerUser, testApp, type TestUser } from '../helpers/test-app';
import { jpeg, registerAdmin, upload } from '../listings/fixtures';

/*
 * The security tests' data: a host with real resources of every kind (listings, a calendar rule
 * and day, a manual reservation, an iCal import, a photo, a payout method, a government ID), a
 * guest with a reservation and an inquiry on the host's listings, a stranger and an operator.
 */

export type World = {
  host: TestUser;
  guest: TestUser;
  stranger: TestUser;
  admin: TestUser;
  ids: {
    listing: number;
    inquiryListing: number;
    draft: number;
    rule: number;
    manual: number;
    icalImport: number;
    reservation: number;
    inquiry: number;
    /** The reservation's conversation (reported, so that the operator may read it). */
    conversation: number;
    /** A photo the guest sent in that conversation. */
    photoMessage: number;
    /** The host's saved reply and a scheduled message of the host's listing. */
    savedReply: number;
    template: number;
    payout: number;
    /** The host's app device token (push notifications). */
    pushSubscription: number;
    photo: number;
    hostId: number;
    /** The host's login (an access token's row id). */
    session: number;
  };
  /** The host's secret iCal export file name (`{token}.ics`). */
  exportFile: string;
  /** A stored photo's public path (`/uploads/listings/…jpg`). */
  photoUrl: string;
};

export type IdName = keyof World['ids'];

export async function buildWorld(): Promise<World> {
  const host = await registerUser({ first_name: 'Domaćin' });
  const listing = await createListing(host.id, { booking_mode: 'instant' });
  const inquiryListing = await createListing(host.id, { booking_mode: 'inquiry' });
  const draft = await createListing(host.id, { status: 'draft' });
  const rule = expectStatus(
    await as(host, 'POST', calendarPaths.rules(listing), {
      name: 'Leto',
      color: '#112233',
      price_percent: 10,
    }),
    201,
  ).body.data.id as number;
  expectStatus(
    await as(host, 'PUT', calendarPaths.putDays(listing), {
      from: '2027-08-01',
      to: '2027-08-02',
      price: 7000,
    }),
    200,
  );
  const manual = expectStatus(
    await as(host, 'POST', calendarPaths.manualReservations(listing), {
      check_in: '2027-09-01',
      check_out: '2027-09-04',
      guests: 2,
      guest_name: 'Ana Gost',
      total: 30000,
    }),
    201,
  ).body.data.id as number;
  const { db } = await testApp();
  const icalImport = (
    await db
      .insertInto('ical_imports')
      .values({
        listing_id: listing,
        url: 'https://192.168.1.1/airbnb.ics',
        name: 'Airbnb',
        next_fetch_at: '2999-01-01',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const photoAnswer = await upload(host.token, listing, await jpeg(800, 600));
  if (photoAnswer.status !== 201) throw new Error(`photo: ${photoAnswer.status}`);
  const photo = photoAnswer.body.data.id as number;
  const photoRow = await db
    .selectFrom('listing_photos')
    .select('path')
    .where('id', '=', photo)
    .executeTakeFirstOrThrow();
  const payout = expectStatus(
    await as(host, 'POST', '/api/user-settings/payouts', {
      type: 'domestic',
      account_number: '260-56010016113-79',
    }),
    201,
  ).body.data.id as number;
  const pushSubscription = expectStatus(
    await as(host, 'POST', '/api/push-subscriptions', {
      kind: 'app',
      platform: 'ios',
      token: `authz-device-${host.id}`,
    }),
    201,
  ).body.data.id as number;
  const idUpload = await uploadId(host.token, [
    { field: 'front', bytes: await jpegWithExif() },
    { field: 'back', bytes: await png() },
  ]);
  if (idUpload.status !== 200) throw new Error(`government id: ${idUpload.status}`);

  // The listing is priced in euros: its advance in dinars needs a rate for today (issue #29).
  await (
    await testApp()
  ).db
    .insertInto('exchange_rates')
    .values({ rate_date: localDateAt(Date.now(), 'Europe/Belgrade'), eur_rsd_e4: 1_171_727 })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const g = await guest();
  const booked = expectStatus(await book(g, listing), 201).body.data;
  const reservation = booked.id as number;
  const conversation = booked.conversation_id as number;
  expectStatus(
    await as(g, 'POST', messagesPaths.messages(conversation), { body: 'Parking?' }),
    201,
  );
  expectStatus(await as(g, 'POST', messagesPaths.report(conversation), { reason: '' }), 204);
  const sentPhoto = await upload(g.token, 0, await jpeg(400, 300), {
    path: messagesPaths.photos(conversation),
  });
  if (sentPhoto.status !== 201) throw new Error(`photo message: ${sentPhoto.text}`);
  const photoMessage = sentPhoto.body.data.id as number;
  const savedReply = expectStatus(
    await as(host, 'POST', messagesPaths.savedReplies, { title: 'Dobrodošli', body: 'Zdravo' }),
    201,
  ).body.data.id as number;
  const template = expectStatus(
    await as(host, 'POST', messagesPaths.templates(listing), {
      trigger: 'before_check_in',
      days: 2,
      time: '10:00',
      body_sr: 'Šifra kutije: 1234',
    }),
    201,
  ).body.data.id as number;
  const inquiry = expectStatus(
    await inquire(g, inquiryListing, { ...stay, check_in: '2027-02-06', check_out: '2027-02-09' }),
    201,
  ).body.data.id as number;
  const init = expectStatus(await as(host, 'GET', calendarPaths.initData(listing)), 200).body.data;
  const exportFile = String(init.ical_export.url).split('/').pop()!;

  return {
    host,
    guest: g,
    stranger: await registerUser({ first_name: 'Stranac' }),
    admin: await registerAdmin(),
    ids: {
      listing,
      inquiryListing,
      draft,
      rule,
      manual,
      icalImport,
      reservation,
      inquiry,
      conversation,
      photoMessage,
      savedReply,
      template,
      payout,
      pushSubscription,
      photo,
      hostId: host.id,
      session: (
        await db
          .selectFrom('access_tokens')
          .select('id')
          .where('user_id', '=', host.id)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).id,
    },
    exportFile,
    photoUrl: `/uploads/${photoRow.path}`,
  };
}

/** Everything the host and the guest own, as stored: two equal snapshots mean nothing changed. */
export async function snapshot(w: World) {
  const { db } = await testApp();
  const listings = await db
    .selectFrom('listings')
    .selectAll()
    .where('owner_id', '=', w.host.id)
    .orderBy('id')
    .execute();
  const ids = listings.map((l) => l.id);
  const byListing = async (
    table:
      | 'listing_photos'
      | 'listing_tags'
      | 'calendar_rules'
      | 'calendar_days'
      | 'ical_imports'
      | 'reservations'
      | 'inquiries'
      | 'stay_locks',
  ) => db.selectFrom(table).selectAll().where('listing_id', 'in', ids).execute();
  const sort = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();
  return {
    users: await db
      .selectFrom('users')
      .selectAll()
      .where('id', 'in', [w.host.id, w.guest.id])
      .orderBy('id')
      .execute(),
    listings,
    photos: sort(await byListing('listing_photos')),
    tags: sort(await byListing('listing_tags')),
    rules: sort(await byListing('calendar_rules')),
    days: sort(await byListing('calendar_days')),
    imports: sort(await byListing('ical_imports')),
    reservations: sort(await byListing('reservations')),
    inquiries: sort(await byListing('inquiries')),
    locks: sort(await byListing('stay_locks')),
    messages: sort(
      await db
        .selectFrom('messages')
        .selectAll()
        .where('conversation_id', '=', w.ids.conversation)
        .execute(),
    ),
    conversations: sort(
      await db
        .selectFrom('conversation_members')
        .selectAll()
        .where('conversation_id', '=', w.ids.conversation)
        .execute(),
    ),
    savedReplies: await db
      .selectFrom('saved_replies')
      .selectAll()
      .where('host_id', '=', w.host.id)
      .execute(),
    templates: sort(
      await db.selectFrom('message_templates').selectAll().where('listing_id', 'in', ids).execute(),
    ),
    payouts: await db
      .selectFrom('payout_methods')
      .selectAll()
      .where('user_id', '=', w.host.id)
      .execute(),
    pushSubscriptions: await db
      .selectFrom('push_subscriptions')
      .selectAll()
      .where('user_id', '=', w.host.id)
      .execute(),
    governmentIds: await db
      .selectFrom('government_ids')
      .selectAll()
      .where('user_id', '=', w.host.id)
      .execute(),
    details: await db
      .selectFrom('user_details')
      .selectAll()
      .where('user_id', 'in', [w.host.id, w.guest.id])
      .execute(),
    // Logins without their last use (a request may touch it): none may end.
    sessions: await db
      .selectFrom('access_tokens')
      .select(['id', 'revoked_at'])
      .where('user_id', 'in', [w.host.id, w.guest.id])
      .orderBy('id')
      .execute(),
  };
}

export type Route = `${string} ${string}`;

/** Every (method, path) the OpenAPI document lists, as `METHOD /path/{param}`. */
export async function documentedRoutes(): Promise<Route[]> {
  const doc = expectStatus(await api('GET', '/api/openapi.json'), 200).body;
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(doc.paths as Record<string, object>))
    for (const method of Object.keys(operations)) routes.push(`${method.toUpperCase()} ${path}`);
  return routes;
}

/**
 * Every route the server really has (fastify's route tree), HEAD left out (fastify adds it to
 * each GET), in the document's notation: `/api/x/:id` becomes `/api/x/{id}`.
 */
export async function registeredRoutes(): Promise<Route[]> {
  const { app } = await testApp();
  const paths: string[] = [];
  const routes = new Set<Route>();
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/.exec(line.trimEnd());
    if (!match) continue;
    const depth = match[1]!.length / 4;
    paths[depth] = (depth > 0 ? paths[depth - 1]! : '') + match[2]!;
    paths.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean))
      if (method !== 'HEAD') routes.add(`${method} ${paths[depth]!.replace(/:(\w+)/g, '{$1}')}`);
  }
  return [...routes];
}
