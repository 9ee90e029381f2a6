import type { Deps } from '../../deps';
import { databaseAnswers, pendingMigrations } from './health-repository';
import type { Readiness } from './readiness';

type Health = { status: 'ok' | 'error'; database: 'ok' | 'unreachable' };

/** `/health`: ok when the database answers. */
export async function checkHealth(deps: Pick<Deps, 'db'>): Promise<Health> {
  if (await databaseAnswers(deps.db)) return { status: 'ok', database: 'ok' };
  return { status: 'error', database: 'unreachable' };
}

type ReadyState = Health & {
  migrations: 'ok' | 'pending' | 'unknown';
  redis: 'ok' | 'unreachable' | 'off';
  shutting_down: boolean;
};

/**
 * `/health/ready`'s check: ok only when the database answers, every migration this code knows is
 * applied, Redis is connected (when configured) and the process is not shutting down. Once every
 * migration is seen applied it stays so: later probes skip that query.
 */
export function readinessCheck(
  deps: Pick<Deps, 'db' | 'userEvents'>,
  readiness: Readiness,
): () => Promise<ReadyState> {
  let migrated = false;
  return async () => {
    const database = (await databaseAnswers(deps.db)) ? 'ok' : 'unreachable';
    if (!migrated && database === 'ok') migrated = (await pendingMigrations(deps.db)).length === 0;
    const migrations = migrated ? 'ok' : database === 'ok' ? 'pending' : 'unknown';
    const connected = deps.userEvents.connected;
    const redis = connected === undefined ? 'off' : connected() ? 'ok' : 'unreachable';
    const shuttingDown = readiness.shuttingDown;
    const ok = database === 'ok' && migrations === 'ok' && redis !== 'unreachable' && !shuttingDown;
    return {
      status: ok ? 'ok' : 'error',
      database,
      migrations,
      redis,
      shutting_down: shuttingDown,
    };
  };
}
