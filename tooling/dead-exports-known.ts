/*
 * The dead exports that were there when tooling/dead-exports.test.ts came (issue #25 item 7), as
 * `file#name`: the list only shrinks. Most are read by their own test only (a constant or a
 * helper the test reaches into: test through the public function, or delete both); the rest are
 * in files other changes were under way in. A name leaves the list when it is removed, loses its
 * `export`, or a file that is not a test imports it; the test says which.
 */
export const knownDeadExports: readonly string[] = [
  'apps/api/src/db/pg-pool.ts#StatementNames',
  'apps/api/src/features/auth/token-batch.ts#TokenBatch',
  'apps/api/src/features/ical-sync/fetch-state.ts#feedDigest',
  'apps/api/src/features/ical-sync/sync-schedule.ts#phaseOf',
  'apps/api/src/features/ical/export-feed.ts#exportUid',
  'apps/api/src/features/ical/keep-alive.ts#closeKeepAliveAgents',
  'apps/api/src/features/ical/parse-pool.ts#parsePoolSize',
  'apps/api/src/features/social-login/social-login-service.ts#flowKey',
  'apps/api/src/mail/mail-queue.ts#retryDelayMs',
  'apps/api/src/plugins/compression.ts#acceptedEncoding',
  'apps/api/src/plugins/input-text.ts#unstorableField',
  'apps/web/src/app/early-requests.ts#calendarDaysQuery',
  'apps/web/src/app/load-timeout.ts#withLoadTimeout',
  'apps/web/src/app/router.tsx#followSession',
  'apps/web/src/app/use-user-channel.ts#applyUserUpdated',
  'packages/domain/src/min-stay.ts#minStayRuleFor',
];
