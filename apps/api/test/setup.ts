// Runs before every test file. Developer settings must not leak into tests: no real mail, no
// seeded demo, quiet logs. DATABASE_URL is kept on purpose: it selects PostgreSQL for the run.
import '@gazda/contracts/zod';

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
