import type { UpdateSettingsBody } from '@gazda/contracts/auth';
import type { User } from '@gazda/contracts/user';
import type { Deps } from '../../deps';
import { recordChanges, type Change } from '../activity-log/activity-log-service';
import type { Authenticated } from '../auth/session-service';
import { userResource } from './user-service';
import { updateUser } from './users-repository';

/** Language and notifications; each changed value is written to the activity log. */
export async function updateSettings(
  deps: Deps,
  auth: Authenticated,
  body: UpdateSettingsBody,
): Promise<User> {
  const { user } = auth;
  const changes: Change[] = [];
  if (body.lang !== undefined) changes.push({ field: 'lang', from: user.lang, to: body.lang });
  if (body.notifications !== undefined) {
    changes.push({ field: 'notifications', from: user.notifications, to: body.notifications });
  }
  const now = deps.now();
  const updated = await deps.db.transaction().execute(async (trx) => {
    const row = await updateUser(
      trx,
      user.id,
      { lang: body.lang ?? user.lang, notifications: body.notifications ?? user.notifications },
      now,
    );
    await recordChanges(
      trx,
      { userId: user.id, actorId: user.id, entity: 'user', entityId: user.id },
      changes,
      now,
    );
    return row;
  });
  deps.userEvents.userUpdated(user.id);
  return userResource(deps.db, updated);
}
