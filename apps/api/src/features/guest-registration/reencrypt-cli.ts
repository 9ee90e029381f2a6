import { loadConfigOrExit } from '../../config-or-exit';
import { databaseTarget, openDatabase } from '../../db/database';
import { reencryptGuestData } from './guest-data-reencrypt';

/** `npm run guest-data:reencrypt -w @gazda/api`: every guest value under GUEST_DATA_KEYS' first key. */
const config = loadConfigOrExit();
const { db, close } = await openDatabase(databaseTarget(config));
try {
  const moved = await reencryptGuestData(db, config.guestDataKeys);
  process.stdout.write(
    `Re-encrypted ${moved} guest row(s) under key "${config.guestDataKeys.currentId}"\n`,
  );
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await close();
}
