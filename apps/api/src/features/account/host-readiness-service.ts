import { hostReadiness, type HostReadinessItem } from '@gazda/domain/host-readiness';
import type { MessageKey } from '@gazda/i18n/catalog';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { hostFacts } from './users-repository';

/** What the host still lacks before a listing of theirs goes live (domain/host-readiness.ts). */
async function missingForHost(db: Db, userId: number): Promise<HostReadinessItem[]> {
  const facts = await hostFacts(db, userId);
  return facts ? hostReadiness(facts) : ['email', 'phone', 'payout'];
}

/**
 * 409 `host_not_ready` unless the host is ready. The host's own refusal (submitting a listing)
 * names the missing items under `errors.host`; a guest's (booking) says only that the listing
 * cannot be booked yet.
 */
export async function requireReadyHost(
  db: Db,
  userId: number,
  refusal: { audience: 'host'; messageKey: MessageKey } | { audience: 'guest' },
): Promise<void> {
  const missing = await missingForHost(db, userId);
  if (missing.length === 0) return;
  if (refusal.audience === 'guest') throw new AppError('host_not_ready');
  throw new AppError('host_not_ready', {
    messageKey: refusal.messageKey,
    fieldErrors: { host: missing.map((item) => `hostReadiness.item.${item}` as const) },
  });
}
