import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/database';
import type { SafeFetchSeams } from './fetch-seams';
import type { MailQueue } from './mail/mail-queue';
import type { Storage } from './storage/storage';
import type { Tasks } from './tasks';

/** What services need from the outside world, built once per app in app.ts. */
export type Deps = {
  config: Config;
  db: Db;
  /** Mails go through the queue in the database (mail/mail-queue.ts), then SMTP or the folder. */
  mailer: MailQueue;
  tasks: Tasks;
  log: FastifyBaseLogger;
  /** Tell the user's realtime channel that their data changed (after the write commits). */
  userEvents: UserEvents;
  /** Uploads: DATA_DIR, or the S3-compatible bucket of S3_BUCKET (storage/storage.ts). */
  storage: Storage;
  /** "Now", injectable so that rules depending on time can be tested. */
  now: () => Date;
  /** Tests only: seams of the iCal fetcher, a stub resolver (fetch-seams.ts, features/ical/README.md). */
  icalFetch?: SafeFetchSeams;
};

type UserListener = (userId: number) => void;

/** A message event, ids only (features/messages): the realtime channel loads the rest. */
export type MessageEventIds =
  | { type: 'created'; messageId: number }
  | { type: 'read'; conversationId: number; readUpTo: number };
type MessageListener = (userId: number, event: MessageEventIds) => void;

/**
 * The bus between services and the realtime channel, two events, each only a user id:
 * - "this user's data changed": `userUpdated(id)` after the transaction commits; the channel
 *   (`users.{id}`, event `UserUpdated`) sends the fresh user;
 * - "some of this user's logins were revoked": `tokensRevoked(id)` after the revoking
 *   transaction commits (logout, ended sessions, password change or reset, deleted account); every
 *   process re-checks the tokens of the sockets it holds for that user and drops the revoked ones.
 * Made by features/realtime (user-events.ts in-process; redis-user-events.ts with REDIS_URL).
 */
export type UserEvents = {
  userUpdated: (userId: number) => void;
  /** Returns the unsubscribe function. */
  onUserUpdated: (listener: UserListener) => () => void;
  tokensRevoked: (userId: number) => void;
  /** Returns the unsubscribe function. */
  onTokensRevoked: (listener: UserListener) => () => void;
  /** A message to or from `userId`, or their message read (issue #28), after the commit. */
  messageEvent: (userId: number, event: MessageEventIds) => void;
  /** Returns the unsubscribe function. */
  onMessageEvent: (listener: MessageListener) => () => void;
  /** Lets go of the bus's connections (Redis); the in-process bus has none. */
  close?: () => Promise<void>;
  /** Readiness: false while the bus's Redis connections are down; absent in-process. */
  connected?: () => boolean;
};
