import { EventEmitter } from 'node:events';

type Listener = (userId: number) => void;

/**
 * The bus between services and the realtime channel, two events, each only a user id:
 * - "this user's data changed": `userUpdated(id)` after the transaction commits; the channel
 *   (`users.{id}`, event `UserUpdated`) sends the fresh user;
 * - "some of this user's logins were revoked": `tokensRevoked(id)` after the revoking
 *   transaction commits (logout, ended sessions, password change or reset, deleted account); every
 *   process re-checks the tokens of the sockets it holds for that user and drops the revoked ones.
 * In-process here; with REDIS_URL, `redis-user-events.ts` carries both to every process.
 */
export type UserEvents = {
  userUpdated: (userId: number) => void;
  /** Returns the unsubscribe function. */
  onUserUpdated: (listener: Listener) => () => void;
  tokensRevoked: (userId: number) => void;
  /** Returns the unsubscribe function. */
  onTokensRevoked: (listener: Listener) => () => void;
  /** Lets go of the bus's connections (Redis); the in-process bus has none. */
  close?: () => Promise<void>;
  /** Readiness: false while the bus's Redis connections are down; absent in-process. */
  connected?: () => boolean;
};

/** The two events by name: the Redis channels' suffixes and the emitter's event names. */
export const userEventNames = ['user-updated', 'tokens-revoked'] as const;
export type UserEventName = (typeof userEventNames)[number];

export function createUserEvents(): UserEvents & {
  emit: (name: UserEventName, userId: number) => void;
} {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const on = (name: UserEventName) => (listener: Listener) => {
    emitter.on(name, listener);
    return () => void emitter.off(name, listener);
  };
  const emit = (name: UserEventName, userId: number) => void emitter.emit(name, userId);
  return {
    emit,
    userUpdated: (userId) => emit('user-updated', userId),
    onUserUpdated: on('user-updated'),
    tokensRevoked: (userId) => emit('tokens-revoked', userId),
    onTokensRevoked: on('tokens-revoked'),
  };
}
