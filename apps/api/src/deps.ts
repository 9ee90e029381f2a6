import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/database';
import type { Mailer } from './mail/mailer';
import type { UserEvents } from './features/realtime/user-events';
import type { Tasks } from './tasks';

/** What services need from the outside world, built once per app in app.ts. */
export type Deps = {
  config: Config;
  db: Db;
  mailer: Mailer;
  tasks: Tasks;
  log: FastifyBaseLogger;
  /** Tell the user's realtime channel that their data changed (after the write commits). */
  userEvents: UserEvents;
  /** "Now", injectable so that rules depending on time can be tested. */
  now: () => Date;
};
