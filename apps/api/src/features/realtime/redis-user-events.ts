import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { createUserEvents, type UserEvents } from './user-events';

type BusConfig = { redisUrl: string | null; redisPrefix: string };

/**
 * The bus of this process: in-process without REDIS_URL; with it, every `userUpdated(id)` is
 * published on `{REDIS_PREFIX}:user-updated` and every process (this one included) hears it and
 * tells its local listeners, which send `UserUpdated` to the sockets they hold. Only the id
 * crosses Redis; each process reads the fresh user from the database itself.
 */
export function userEventsFor(config: BusConfig, log: FastifyBaseLogger): UserEvents {
  if (!config.redisUrl) return createUserEvents();
  return createRedisUserEvents(config.redisUrl, `${config.redisPrefix}:user-updated`, log);
}

export function createRedisUserEvents(
  url: string,
  channel: string,
  log: FastifyBaseLogger,
): UserEvents {
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
  subscriber.subscribe(channel).catch((err: unknown) => {
    log.error({ err }, `redis: cannot subscribe to ${channel}`);
  });
  subscriber.on('message', (from: string, message: string) => {
    const userId = Number(message);
    if (from === channel && Number.isSafeInteger(userId) && userId > 0) local.userUpdated(userId);
  });

  return {
    userUpdated(userId) {
      publisher.publish(channel, String(userId)).catch((err: unknown) => {
        // Redis away: this process's own sockets still hear it; the others miss this one event.
        log.error({ err, userId }, 'redis: UserUpdated not published');
        local.userUpdated(userId);
      });
    },
    onUserUpdated: local.onUserUpdated,
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
