import type { User } from './user';

/* The operator's role check without zod: the panel's shell and guards use it before zod loads (issue #9). */
export function isAdmin(user: Pick<User, 'rolesAndPermissions'> | null | undefined): boolean {
  return Boolean(user?.rolesAndPermissions.roles.includes('Admin'));
}
