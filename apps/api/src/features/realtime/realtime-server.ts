import { subscribeMessageSchema, type UserUpdatedEvent } from '@gazda/contracts/realtime';
import {
  realtimeEvents,
  realtimePath,
  userChannel,
  type SubscribeAck,
} from '@gazda/contracts/realtime-channel';
import { toLocale, type Locale } from '@gazda/i18n/locales';
import { createTranslator } from '@gazda/i18n/translate';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { ConversationReadEvent, MessageCreatedEvent } from '@gazda/contracts/messages';
import type { Deps, MessageEventIds } from '../../deps';
import {
  conversationReadEvent,
  messageCreatedEvent,
  notePresence,
} from '../messages/message-events-service';
import { authenticate } from '../auth/session-service';
import { mayListen, userUpdatedEvent } from './realtime-service';

type SocketData = {
  userId: number;
  token: string;
  locale: Locale;
  /** The latest check of the token (true until a revocation asks again): see `stillValid`. */
  valid: Promise<boolean>;
};
type RealtimeSocket = Socket<
  Record<string, never>,
  {
    [realtimeEvents.userUpdated]: (event: UserUpdatedEvent) => void;
    [realtimeEvents.messageCreated]: (event: MessageCreatedEvent) => void;
    [realtimeEvents.conversationRead]: (event: ConversationReadEvent) => void;
  },
  Record<string, never>,
  SocketData
>;
type Ack = (answer: SubscribeAck) => void;

/** How often each process notes the users it holds as present (the digest waits 10 minutes). */
const PRESENCE_BEAT_MS = 60_000;

function localeOf(socket: Socket): Locale {
  const auth = socket.handshake.auth as { lang?: unknown };
  return toLocale(
    typeof auth.lang === 'string' ? auth.lang : socket.handshake.headers['app-language'],
  );
}

/**
 * The handshake's Origin check (ASVS 4.4.2): a browser always sends Origin on a websocket or a
 * cross-origin request, so only the panel's own origin (APP_URL) is accepted; a request without
 * Origin is not from a browser page (the mobile app, a server) and still needs its bearer token.
 */
function originAllowed(appUrl: string): (origin: string | undefined) => boolean {
  const own = new URL(appUrl).origin;
  return (origin) => origin === undefined || origin === own;
}

/**
 * Socket.IO on Fastify's own HTTP server (same origin, path /socket.io; README.md here).
 * A connection needs a valid bearer token in `auth.token`; `subscribe` re-checks the token and
 * allows only the user's own channel; `UserUpdated` goes to the channel whenever
 * `deps.userEvents` says that user changed; when it says some of the user's logins were revoked,
 * each of their sockets here is checked again and dropped if its token no longer authenticates.
 * Closed with the app.
 */
export function attachRealtime(app: FastifyInstance, deps: Deps): Server {
  const allowed = originAllowed(deps.config.appUrl);
  const io = new Server(app.server, {
    path: realtimePath,
    serveClient: false,
    // Engine.IO answers 403 before any Socket.IO packet when this says no.
    allowRequest: (request: IncomingMessage, callback) => {
      const ok = allowed(request.headers.origin);
      if (!ok) {
        const event = 'realtime.origin_refused';
        deps.log.warn({ event, origin: request.headers.origin }, event);
      }
      callback(ok ? null : 'origin not allowed', ok);
    },
  });

  io.use(async (socket, next) => {
    const locale = localeOf(socket);
    const given = (socket.handshake.auth as { token?: unknown }).token;
    const token = typeof given === 'string' ? given : '';
    const auth = token ? await authenticate(deps, token).catch(() => null) : null;
    if (!auth) {
      const refused = new Error(createTranslator(locale)('errors.unauthenticated')) as Error & {
        data?: unknown;
      };
      refused.data = { status: 401 };
      next(refused);
      return;
    }
    const data: SocketData = { userId: auth.user.id, token, locale, valid: Promise.resolve(true) };
    Object.assign(socket.data, data);
    next();
  });

  const held = new SocketsByUser();

  // Someone with an open tab is not mailed their messages (features/messages, "Mail when away"):
  // each process notes the users it holds on connecting, once a minute, and on leaving.
  const present = (userIds: number[]) =>
    notePresence(deps, userIds).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'realtime: presence not noted'),
    );
  const beat = setInterval(() => void present(held.users()), PRESENCE_BEAT_MS);
  beat.unref();

  io.on('connection', (socket: RealtimeSocket) => {
    held.add(socket);
    void present([socket.data.userId]);
    socket.on('disconnect', () => {
      held.remove(socket);
      void present([socket.data.userId]);
    });
    const t = createTranslator(socket.data.locale);
    socket.on(realtimeEvents.subscribe, async (message: unknown, ack?: Ack) => {
      const reply: Ack = typeof ack === 'function' ? ack : () => undefined;
      const parsed = subscribeMessageSchema.safeParse(message);
      if (!parsed.success) {
        reply({ ok: false, status: 422, message: t('validation.error') });
        return;
      }
      // The token may have been revoked (logout, password change) since the connection opened.
      const auth = await authenticate(deps, socket.data.token).catch(() => null);
      if (!auth || auth.user.id !== socket.data.userId) {
        reply({ ok: false, status: 401, message: t('errors.unauthenticated') });
        socket.disconnect(true);
        return;
      }
      const { channel } = parsed.data;
      if (!mayListen(socket.data.userId, channel)) {
        reply({ ok: false, status: 403, message: t('errors.forbidden') });
        return;
      }
      await socket.join(channel);
      reply({ ok: true, channel });
    });
    socket.on(realtimeEvents.unsubscribe, async (message: unknown) => {
      const parsed = subscribeMessageSchema.safeParse(message);
      if (parsed.success) await socket.leave(parsed.data.channel);
    });
  });

  // The one seam for several processes: a shared bus delivers userUpdated to every process, and
  // each sends to the sockets it holds (only when someone of this user is listening here).
  const stopUpdated = deps.userEvents.onUserUpdated((userId) => {
    const channel = userChannel(userId);
    if (!io.sockets.adapter.rooms.get(channel)?.size) return;
    sendUserUpdated(deps, held, userId).catch((error: unknown) =>
      deps.log.error({ err: error, userId }, 'UserUpdated not sent'),
    );
  });
  // Some of the user's logins were revoked (on any process): each socket of theirs held here is
  // checked again, and the revoked ones are dropped.
  const stopRevoked = deps.userEvents.onTokensRevoked((userId) => {
    for (const socket of held.of(userId)) recheck(deps, socket);
  });

  // A message to or from the user, or their message read: to their sockets here.
  const stopMessages = deps.userEvents.onMessageEvent((userId, event) => {
    if (!io.sockets.adapter.rooms.get(userChannel(userId))?.size) return;
    sendMessageEvent(deps, held, userId, event).catch((error: unknown) =>
      deps.log.error({ err: error, userId }, 'message event not sent'),
    );
  });

  // Open websockets would keep the HTTP server from closing: drop them first.
  app.addHook('preClose', async () => {
    stopUpdated();
    stopRevoked();
    stopMessages();
    clearInterval(beat);
    io.disconnectSockets(true);
  });
  // Not io.close(): it would close the HTTP server too, which Fastify does itself.
  app.addHook('onClose', async () => {
    io.engine.close();
  });
  return io;
}

/** The sockets this process holds, by user: those a revocation must check again. */
class SocketsByUser {
  #byUser = new Map<number, Set<RealtimeSocket>>();

  add(socket: RealtimeSocket): void {
    const { userId } = socket.data;
    this.#byUser.set(userId, (this.#byUser.get(userId) ?? new Set()).add(socket));
  }

  remove(socket: RealtimeSocket): void {
    const sockets = this.#byUser.get(socket.data.userId);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.#byUser.delete(socket.data.userId);
  }

  of(userId: number): RealtimeSocket[] {
    return [...(this.#byUser.get(userId) ?? [])];
  }

  users(): number[] {
    return [...this.#byUser.keys()];
  }
}

/**
 * Authenticates the socket's token again; a revoked (or expired, or deleted user's) token, or a
 * failed check, drops the socket: a login that may have ended keeps no live channel.
 */
function recheck(deps: Deps, socket: RealtimeSocket): void {
  const { userId, token } = socket.data;
  const check = authenticate(deps, token).then(
    (auth) => auth?.user.id === userId,
    (error: unknown) => {
      deps.log.error({ err: error, userId }, 'realtime: token not checked again, socket dropped');
      return false;
    },
  );
  socket.data.valid = check;
  void check.then((ok) => {
    if (!ok) socket.disconnect(true);
  });
}

/**
 * True once every check asked so far has passed. A `UserUpdated` heard after a revocation waits
 * for that revocation's check, so a revoked token never hears another one.
 */
async function stillValid(socket: RealtimeSocket): Promise<boolean> {
  let check: Promise<boolean>;
  do {
    check = socket.data.valid;
    if (!(await check)) return false;
  } while (check !== socket.data.valid);
  return socket.connected;
}

/** The fresh User to each socket of `userId` here that listens on its channel and still may. */
async function sendUserUpdated(deps: Deps, held: SocketsByUser, userId: number): Promise<void> {
  const event = await userUpdatedEvent(deps, userId);
  if (!event) return;
  const channel = userChannel(userId);
  await Promise.all(
    held.of(userId).map(async (socket) => {
      if (socket.rooms.has(channel) && (await stillValid(socket)))
        socket.emit(realtimeEvents.userUpdated, event);
    }),
  );
}

/**
 * `MessageCreated` (built per socket language: masked text reads "shown after booking" in it) or
 * `ConversationRead` to each socket of `userId` here that listens on its channel and still may.
 */
async function sendMessageEvent(
  deps: Deps,
  held: SocketsByUser,
  userId: number,
  event: MessageEventIds,
): Promise<void> {
  const channel = userChannel(userId);
  const built = new Map<Locale, Promise<MessageCreatedEvent | null>>();
  await Promise.all(
    held.of(userId).map(async (socket) => {
      if (!socket.rooms.has(channel) || !(await stillValid(socket))) return;
      if (event.type === 'read') {
        socket.emit(realtimeEvents.conversationRead, conversationReadEvent(event));
        return;
      }
      const { locale } = socket.data;
      if (!built.has(locale))
        built.set(locale, messageCreatedEvent(deps, userId, event.messageId, locale));
      const payload = await built.get(locale)!;
      if (payload) socket.emit(realtimeEvents.messageCreated, payload);
    }),
  );
}
