import type { ConversationReadEvent, MessageCreatedEvent } from '@gazda/contracts/messages';
import type { UserUpdatedEvent } from '@gazda/contracts/realtime';
import {
  realtimeEvents,
  realtimePath,
  userChannel,
  type SubscribeAck,
} from '@gazda/contracts/realtime-channel';
import type { Socket } from 'socket.io-client';
import { getLocale } from './i18n';

/*
 * The panel's realtime client (docs/rules/api.md "Realtime"): Socket.IO on the same origin,
 * authenticated with the bearer token, subscribed to the user's own channel `users.{id}`.
 * socket.io-client is loaded only when a logged-in screen connects, so /login never downloads it.
 */

type UserChannelOptions = {
  token: string;
  userId: number;
  onUserUpdated: (event: UserUpdatedEvent) => void;
  /** A message to or from the user (another tab of theirs included). */
  onMessageCreated?: (event: MessageCreatedEvent) => void;
  /** The other party read the user's messages ("seen"), or the user did in another tab. */
  onConversationRead?: (event: ConversationReadEvent) => void;
  /** The server refused the token or the channel (the session ended or is someone else's). */
  onRefused?: (status: number) => void;
};

/** Connects and subscribes (again after every reconnect); returns the disconnect function. */
export function connectUserChannel(options: UserChannelOptions): () => void {
  let socket: Socket | null = null;
  let closed = false;

  void import('socket.io-client').then(({ io }) => {
    if (closed) return;
    const channel = userChannel(options.userId);
    const client = io({
      path: realtimePath,
      auth: (send) => send({ token: options.token, lang: getLocale() }),
      // Websocket first (no sticky sessions needed behind a load balancer); long-polling if a
      // proxy refuses the upgrade.
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
    });
    socket = client;
    client.on('connect', () => {
      client.emit(realtimeEvents.subscribe, { channel }, (ack: SubscribeAck) => {
        if (!ack.ok) {
          options.onRefused?.(ack.status);
          client.disconnect();
        }
      });
    });
    client.on('connect_error', (error: Error & { data?: { status?: number } }) => {
      // A refused token will not become valid by retrying; a network error will retry.
      if (error.data?.status === 401) {
        options.onRefused?.(401);
        client.disconnect();
      }
    });
    // Built by the server from the user's row, as `GET me` is (apiRequest): taken as it comes.
    client.on(realtimeEvents.userUpdated, (event: UserUpdatedEvent) => {
      if (event.user.id === options.userId) options.onUserUpdated(event);
    });
    client.on(realtimeEvents.messageCreated, (event: MessageCreatedEvent) =>
      options.onMessageCreated?.(event),
    );
    client.on(realtimeEvents.conversationRead, (event: ConversationReadEvent) =>
      options.onConversationRead?.(event),
    );
  });

  return () => {
    closed = true;
    socket?.disconnect();
    socket = null;
  };
}
