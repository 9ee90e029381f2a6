import { subscribeMessageSchema } from '@gazda/contracts/realtime';
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
import type { Deps } from '../../deps';
import { authenticate } from '../auth/session-service';
import { mayListen, userUpdatedEvent } from './realtime-service';

type SocketData = { userId: number; token: string; locale: Locale };
type RealtimeSocket = Socket<
  Record<string, never>,
  Record<string, never>,
  Record<string, never>,
  SocketData
>;
type Ack = (answer: SubscribeAck) => void;

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
export function originAllowed(appUrl: string): (origin: string | undefined) => boolean {
  const own = new URL(appUrl).origin;
  return (origin) => origin === undefined || origin === own;
}

/**
 * Socket.IO on Fastify's own HTTP server (same origin, path /socket.io; README.md here).
 * A connection needs a valid bearer token in `auth.token`; `subscribe` re-checks the token and
 * allows only the user's own channel; `UserUpdated` goes to the channel whenever
 * `deps.userEvents` says that user changed. Closed with the app.
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
    Object.assign(socket.data, { userId: auth.user.id, token, locale } satisfies SocketData);
    next();
  });

  io.on('connection', (socket: RealtimeSocket) => {
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
  const stop = deps.userEvents.onUserUpdated((userId) => {
    const channel = userChannel(userId);
    if (!io.sockets.adapter.rooms.get(channel)?.size) return;
    userUpdatedEvent(deps, userId)
      .then((event) => {
        if (event) io.to(channel).emit(realtimeEvents.userUpdated, event);
      })
      .catch((error: unknown) => deps.log.error({ err: error, userId }, 'UserUpdated not sent'));
  });

  // Open websockets would keep the HTTP server from closing: drop them first.
  app.addHook('preClose', async () => {
    stop();
    io.disconnectSockets(true);
  });
  // Not io.close(): it would close the HTTP server too, which Fastify does itself.
  app.addHook('onClose', async () => {
    io.engine.close();
  });
  return io;
}
