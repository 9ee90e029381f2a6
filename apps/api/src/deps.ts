import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/database';
import type { SafeFetchSeams } from './features/ical/safe-fetch';
import type { MailQueue } from './mail/mail-queue';
import type { UserEvents } from './features/realtime/user-events';
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
  /** Tests only: seams of the iCal fetcher, a stub resolver (features/ical/README.md). */
  icalFetch?: SafeFetchSeams;
};
