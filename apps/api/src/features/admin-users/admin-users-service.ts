import type { AdminUser, AdminUsersQuery } from '@gazda/contracts/admin';
import type { User } from '@gazda/contracts/user';
import type { PayoutList } from '@gazda/contracts/payouts';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { endAllSessionsOf } from '../auth/sessions-service';
import { listPayouts } from '../payouts/payouts-service';
import { findUserById, userResource } from '../account/user-service';
import { searchUsers } from './admin-users-repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** GET admin/users?q=: newest accounts first; an empty `q` lists everybody. */
export async function userSearch(deps: Deps, query: AdminUsersQuery) {
  const { rows, total } = await searchUsers(deps.db, query.q, query.page, query.per_page);
  const data: AdminUser[] = rows.map((row) => ({
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    roles: row.roles,
    government_id_status: row.government_id_status,
    email_verified_at: iso(row.email_verified_at),
    deletion_requested_at: iso(row.deletion_requested_at),
    created_at: row.created_at.toISOString(),
    listings_count: Number(row.listings_count ?? 0),
  }));
  return { data, meta: { page: query.page, per_page: query.per_page, total } };
}

/** An id that is not a positive whole number is just another unknown user: 404. */
async function knownUser(deps: Deps, rawId: string) {
  const id = Number(rawId);
  const row = Number.isSafeInteger(id) && id > 0 ? await findUserById(deps.db, id) : undefined;
  if (!row) throw notFound();
  return row;
}

/** GET admin/users/{id}: the same User answer the user gets, for the read-only `viewAsAdmin` view. */
export async function adminUserView(deps: Deps, rawId: string): Promise<User> {
  return userResource(deps.db, await knownUser(deps, rawId));
}

/** GET admin/users/{id}/payouts: the user's payout methods, masked exactly as the user sees them. */
export async function adminUserPayouts(deps: Deps, rawId: string): Promise<PayoutList> {
  return listPayouts(deps, (await knownUser(deps, rawId)).id);
}

/** POST admin/users/{id}/logout: every login of the user ends (an operator's "sign out everywhere"). */
export async function adminLogoutUser(deps: Deps, adminId: number, rawId: string): Promise<void> {
  await endAllSessionsOf(deps, (await knownUser(deps, rawId)).id, adminId);
}
