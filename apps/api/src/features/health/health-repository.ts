import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** True when the database answers `select 1`. */
export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
