import type { PushSubscription, PushSubscriptionBody } from '@gazda/contracts/push';
import type { Deps } from '../../deps';
import type { PushSubscriptionRow } from '../../db/schema-push';
import { AppError, notFound, validation } from '../../errors';
import { deleteOwnSubscription, subscriptionsOf, upsertSubscription } from './push-repository';

/*
 * A person's devices (README.md here): browsers subscribed through the Push API and the app's
 * device tokens. Idempotent on the endpoint or token; each belongs to the one who sent it last.
 */

/** The push services of the browsers that ship (Chrome, Firefox, Edge, Safari) and nothing else. */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^[a-z0-9.-]+\.notify\.windows\.com$/,
  /^web\.push\.apple\.com$/,
  /^[a-z0-9.-]+\.push\.apple\.com$/,
];

/**
 * The server POSTs to the endpoint, so a subscription must not point it at an internal address:
 * only the browsers' push services over https; outside production a loopback endpoint too (the
 * tests' own push service).
 */
function allowedEndpoint(endpoint: string, production: boolean): boolean {
  const url = new URL(endpoint);
  if (!production && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) return true;
  return url.protocol === 'https:' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}

function shorten(value: string): string {
  return value.length <= 16 ? value : `…${value.slice(-12)}`;
}

function present(row: PushSubscriptionRow): PushSubscription {
  const web = row.kind === 'web' && row.endpoint !== null;
  return {
    id: row.id,
    kind: row.kind,
    platform: web ? new URL(row.endpoint!).hostname : row.platform,
    device: web ? row.user_agent : null,
    label: shorten(web ? row.endpoint! : (row.token ?? '')),
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function addSubscription(
  deps: Deps,
  userId: number,
  body: PushSubscriptionBody,
  userAgent: string | null,
): Promise<PushSubscription> {
  if (body.kind === 'web') {
    if (!allowedEndpoint(body.endpoint, deps.config.production))
      throw new AppError('push_endpoint_refused');
    // What a browser hands over: an uncompressed P-256 point and a 16-byte secret (RFC 8291).
    const point = Buffer.from(body.keys.p256dh, 'base64url');
    if (point.length !== 65 || point[0] !== 4)
      throw validation({ 'keys.p256dh': ['validation.invalid'] });
    if (Buffer.from(body.keys.auth, 'base64url').length !== 16)
      throw validation({ 'keys.auth': ['validation.invalid'] });
  }
  const row = await upsertSubscription(
    deps.db,
    userId,
    body.kind === 'web'
      ? {
          kind: 'web',
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          user_agent: userAgent?.slice(0, 300) ?? null,
        }
      : { kind: 'app', platform: body.platform, token: body.token },
  );
  return present(row);
}

export async function listSubscriptions(deps: Deps, userId: number): Promise<PushSubscription[]> {
  return (await subscriptionsOf(deps.db, userId)).map(present);
}

/** Someone else's subscription, or none: 404. */
export async function removeSubscription(deps: Deps, userId: number, id: number): Promise<void> {
  if (!Number.isSafeInteger(id) || id > 2 ** 31 - 1) throw notFound();
  if (!(await deleteOwnSubscription(deps.db, userId, id))) throw notFound();
}
