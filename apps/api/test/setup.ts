// Runs before every test file. Developer settings must not leak into tests: no real mail, no
// seeded demo, quiet logs. DATABASE_URL is kept on purpose: it selects PostgreSQL for the run.
import '@gazda/contracts/zod';

// The two-process test (scale-out.test.ts) needs the machine's Redis; no other test sees it.
if (process.env.REDIS_URL) process.env.TEST_REDIS_URL ??= process.env.REDIS_URL;
for (const name of [
  'SMTP_URL',
  'REDIS_URL',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'SEED_DEMO',
  'APP_URL',
  'DATA_DIR',
  'MAIL_OUTBOX_DIR',
]) {
  delete process.env[name];
}

// Servers the tests spawn (server-process, scale-out, crash-safety) register and log in from 127.0.0.1.
process.env.REGISTER_LIMIT_PER_HOUR ??= '1000000';
process.env.LOGIN_FAILURES_PER_IP ??= '1000000';
process.env.CREATE_LIMIT_PER_HOUR ??= '1000000';
