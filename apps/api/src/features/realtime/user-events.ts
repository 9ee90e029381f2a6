import { EventEmitter } from 'node:events';
import type { MessageEventIds, UserEvents } from '../../deps';

type Listener = Parameters<UserEvents['onUserUpdated']>[0];

/*
 * The in-process bus of deps.ts's UserEvents; with REDIS_URL, `redis-user-events.ts` carries both
 * events to every process.
 */

/** The two events by name: the Redis channels' suffixes and the emitter's event names. */
export const userEventNames = ['user-updated', 'tokens-revoked'] as const;
export type UserEventName = (typeof userEventNames)[number];

export function createUserEvents(): UserEvents & {
  emit: (name: UserEventName, userId: number) => void;
} {
  // Message events carry ids beside the user's; they have an emitter name of their own.
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
    messageEvent: (userId, event) => void emitter.emit('message-event', userId, event),
    onMessageEvent: (listener) => {
      const wrapped = (userId: number, event: MessageEventIds) => listener(userId, event);
      emitter.on('message-event', wrapped);
      return () => void emitter.off('message-event', wrapped);
    },
  };
}
