import { EventEmitter } from 'node:events';

type Listener = (userId: number) => void;

/**
 * "This user's data changed": services call `userUpdated(id)` after their transaction commits;
 * the realtime channel (`users.{id}`, event `UserUpdated`) listens and sends the fresh user.
 * In-process here; with REDIS_URL, `redis-user-events.ts` carries it to every process.
 */
export type UserEvents = {
  userUpdated: (userId: number) => void;
  /** Returns the unsubscribe function. */
  onUserUpdated: (listener: Listener) => () => void;
  /** Lets go of the bus's connections (Redis); the in-process bus has none. */
  close?: () => Promise<void>;
  /** Readiness: false while the bus's Redis connections are down; absent in-process. */
  connected?: () => boolean;
};

export function createUserEvents(): UserEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    userUpdated(userId) {
      emitter.emit('user-updated', userId);
    },
    onUserUpdated(listener) {
      emitter.on('user-updated', listener);
      return () => emitter.off('user-updated', listener);
    },
  };
}
