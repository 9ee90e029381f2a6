import type { User } from '@gazda/contracts/user';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { presentUser } from './user-presenter';
import { userExtras } from './users-repository';

/** The User answer for a users row: the row plus the counts and details of one more statement. */
export async function userResource(db: Db, row: UserRow): Promise<User> {
  const { counts, details } = await userExtras(db, row.id);
  return presentUser(row, counts, details);
}
