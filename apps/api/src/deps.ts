import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/database';
import type { Mailer } from './mail/mailer';
import type { Tasks } from './tasks';

/** What services need from the outside world, built once per app in app.ts. */
export type Deps = {
  config: Config;
  db: Db;
  mailer: Mailer;
  tasks: Tasks;
  log: FastifyBaseLogger;
  /** "Now", injectable so that rules depending on time can be tested. */
  now: () => Date;
};
