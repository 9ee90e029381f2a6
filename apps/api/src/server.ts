import { buildApp } from './app';
import { listenHost, type Config } from './config';
import { loadConfigOrExit } from './config-or-exit';
import { databaseTarget, openDatabase, type DatabaseTarget } from './db/database';
import { migrateToLatest } from './db/migrate';
import { DEMO_PASSWORD, demoAccounts, hasDemoData, seedDemo } from './seed/index';
import { ensureAdminAccount } from './features/auth/admin-account';
import { startJobs } from './jobs/start-jobs';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import { storageFor } from './storage/storage-for';

/** Start: configuration, database and migrations, admin and demo data, then listen; close gracefully. */
const config = loadConfigOrExit();
const log = createLogger(config);
const target = databaseTarget(config);

const database = await openDatabase(target).catch((error: unknown) =>
  fail('Cannot open the database', error),
);
const applied = await migrateToLatest(database.db).catch((error: unknown) =>
  fail('Migrations failed', error),
);
log.info(
  applied.length ? `migrations applied: ${applied.join(', ')}` : 'database schema is up to date',
);

if (config.admin) {
  const result = await ensureAdminAccount(database.db, config.admin, new Date());
  log.info(`admin account ${config.admin.email}: ${result}`);
}
// Uploads: DATA_DIR, or the S3-compatible bucket of S3_BUCKET; the app closes it.
const storage = storageFor(config);
if (config.seedDemo && (await seedDemo(database.db, new Date(), { storage })) === 'seeded')
  log.info(demoBanner());

// A database with the demo accounts (published passwords) is reachable from this machine only,
// unless HOST says otherwise.
const demoData = await hasDemoData(database.db);
const host = listenHost(config, demoData);

const mailer = createMailer(config, log);
const app = await buildApp({ config, db: database.db, mailer, logger: log, storage });
await app
  .listen({ port: config.port, host })
  .catch((error: unknown) => fail(`Cannot listen on ${host}:${config.port}`, error));
log.info(startBanner(config, { host, demoData }, target, mailer.describe, storage.describe));
log.info(
  config.vapid === null
    ? 'push notifications: off (set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to turn them on)'
    : `push notifications: Web Push${config.vapid.development ? ' with the development VAPID pair' : ''}`,
);
// Scheduled work, a tick every JOBS_TICK_SECONDS; each job claims its rows (FOR UPDATE SKIP
// LOCKED or a conditional update), so every process runs the scheduler and each row is done once.
const jobs = startJobs(app.deps, config.jobsTickSeconds * 1000);

let closing = false;
async function shutdown(signal: string) {
  // A terminal's Ctrl+C reaches npm, tsx and this process alike: a repeat is not an order to hurry.
  if (closing) return;
  closing = true;
  log.info(`${signal}: finishing requests in flight, then closing`);
  // /api/health/ready answers 503 from now on: the load balancer stops sending new requests.
  app.readiness.beginShutdown();
  const force = setTimeout(() => {
    log.error('shutdown took longer than 10 s: exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    await jobs.stop();
    await app.close();
    mailer.close();
    await database.close();
    log.info('closed');
  } catch (error) {
    log.error({ err: error }, 'error while closing');
    process.exitCode = 1;
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

function fail(what: string, error: unknown): never {
  log.fatal(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

function demoBanner(): string {
  const rows = demoAccounts.map(
    (a) => `  ${a.role.padEnd(18)} ${a.email.padEnd(22)} ${DEMO_PASSWORD}`,
  );
  return ['demo data created; log in as:', ...rows].join('\n');
}

function startBanner(
  config: Config,
  listening: { host: string; demoData: boolean },
  target: DatabaseTarget,
  mail: string,
  uploads: string,
): string {
  const db =
    target.kind === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : `embedded PGlite in ${target.dataDir}`;
  const onlyHere = config.host === null && listening.demoData;
  const lines = [
    `Gazda is running on ${config.appUrl} (listening on ${listening.host}:${config.port})`,
    ...(onlyHere
      ? [
          '  only this machine can reach it: the database holds the demo accounts, whose passwords are public;',
          '  set HOST=0.0.0.0 to listen on every interface',
        ]
      : []),
    `  database: ${db}`,
    `  realtime: ${config.redisUrl ? 'shared through Redis (REDIS_URL)' : 'this process only'}`,
    `  mail: ${mail === 'SMTP' ? 'sent through SMTP_URL' : `written to ${mail}${config.production ? '' : ' (links are logged)'}`}`,
    `  uploads: ${uploads}`,
  ];
  if (listening.demoData) {
    lines.push(
      `  demo logins (password ${DEMO_PASSWORD}): ${demoAccounts.map((a) => a.email).join(', ')}`,
    );
  }
  return lines.join('\n');
}
