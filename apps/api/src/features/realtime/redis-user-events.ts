import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageEventIds, UserEvents } from '../../deps';
import { createUserEvents, userEventNames, type UserEventName } from './user-events';

type BusConfig = { redisUrl: string | null; redisPrefix: string };

/**
 * The bus of this process: in-process without REDIS_URL; with it, every `userUpdated(id)` is
 * published on `{REDIS_PREFIX}:user-updated` and every `tokensRevoked(id)` on
 * `{REDIS_PREFIX}:tokens-revoked`, and every process (this one included) hears it and tells its
 * local listeners, which send `UserUpdated` to, or re-check the tokens of, the sockets they hold.
 * Only the id crosses Redis; each process reads the fresh user or token from the database itself.
 */
export function userEventsFor(config: BusConfig, log: FastifyBaseLogger): UserEvents {
  if (!config.redisUrl) return createUserEvents();
  return createRedisUserEvents(config.redisUrl, config.redisPrefix, log);
}

function createRedisUserEvents(url: string, prefix: string, log: FastifyBaseLogger): UserEvents {
  const channelOf = (name: UserEventName) => `${prefix}:${name}`;
  const nameOf = new Map(userEventNames.map((name) => [channelOf(name), name]));
  const local = createUserEvents();
  // A subscribed connection may only subscribe, so publishing needs a second one.
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false });
  for (const [name, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    // ioredis reconnects by itself; without a listener an error would crash the process.
    client.on('error', (err: Error) => log.warn({ err }, `redis ${name}: ${err.message}`));
  }
  // Message events (issue #28) carry ids as JSON: `{ userId, event }`.
  const messageChannel = `${prefix}:message-event`;
  const channels = [...nameOf.keys(), messageChannel];
  subscriber.subscribe(...channels).catch((err: unknown) => {
    log.error({ err }, `redis: cannot subscribe to ${channels.join(', ')}`);
  });
  subscriber.on('message', (from: string, message: string) => {
    if (from === messageChannel) {
      const parsed = parseMessageEvent(message);
      if (parsed) local.messageEvent(parsed.userId, parsed.event);
      return;
    }
    const userId = Number(message);
    const name = nameOf.get(from);
    if (name && Number.isSafeInteger(userId) && userId > 0) local.emit(name, userId);
  });
  const publish = (name: UserEventName, userId: number) => {
    publisher.publish(channelOf(name), String(userId)).catch((err: unknown) => {
      // Redis away: this process's own sockets still hear it; the others miss this one event.
      log.error({ err, userId }, `redis: ${name} not published`);
      local.emit(name, userId);
    });
  };

  return {
    userUpdated: (userId) => publish('user-updated', userId),
    onUserUpdated: local.onUserUpdated,
    tokensRevoked: (userId) => publish('tokens-revoked', userId),
    onTokensRevoked: local.onTokensRevoked,
    messageEvent: (userId, event) => {
      publisher.publish(messageChannel, JSON.stringify({ userId, event })).catch((err: unknown) => {
        log.error({ err, userId }, 'redis: message-event not published');
        local.messageEvent(userId, event);
      });
    },
    onMessageEvent: local.onMessageEvent,
    connected: () => publisher.status === 'ready' && subscriber.status === 'ready',
    async close() {
      // quit() waits for the server's answer; a connection still retrying is just dropped.
      await Promise.allSettled(
        [subscriber, publisher].map(async (client) => {
          if (client.status === 'ready') await client.quit();
          else client.disconnect();
        }),
      );
    },
  };
}

/** A message event as published; anything else on the channel is ignored. */
function parseMessageEvent(text: string): { userId: number; event: MessageEventIds } | null {
  try {
    const { userId, event } = JSON.parse(text) as { userId: unknown; event: MessageEventIds };
    const ids = event?.type === 'created' ? [event.messageId] : [event?.conversationId];
    if (!Number.isSafeInteger(userId) || ids.some((id) => !Number.isSafeInteger(id))) return null;
    return { userId: userId as number, event };
  } catch {
    return null;
  }
}
