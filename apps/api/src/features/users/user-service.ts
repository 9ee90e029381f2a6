import type { User } from '@gazda/contracts/user';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { countApartments } from '../listings/listings-repository';
import { findUserDetails } from './account-repository';
import { presentUser } from './user-presenter';
import { userCounts } from './users-repository';

/** The User answer for a users row: the row plus the counts and details in other tables. */
export async function userResource(db: Db, row: UserRow): Promise<User> {
  const counts = await userCounts(db, row.id);
  return presentUser(
    row,
    { ...counts, apartmentCount: await countApartments(db, row.id) },
    await findUserDetails(db, row.id),
  );
}
