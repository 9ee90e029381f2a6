import type { AdminUser, AdminUsersQuery } from '@gazda/contracts/admin';
import type { Deps } from '../../deps';
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
