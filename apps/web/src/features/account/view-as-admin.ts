import type { User } from '@gazda/contracts/user';

/**
 * `?viewAsAdmin={userId}` on a settings tab: the user an Admin is looking at, read-only. Anyone
 * else (or a value that is not a user id) just sees their own settings; the server refuses the
 * admin calls to non-admins anyway (403).
 */
export function viewAsAdminUserId(value: string | null, viewer: User): number | null {
  if (!viewer.rolesAndPermissions.roles.includes('Admin')) return null;
  if (value === null || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
