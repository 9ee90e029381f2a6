import type { UpdateSettingsBody } from '@gazda/contracts/auth';
import type { User } from '@gazda/contracts/user';
import type { Deps } from '../../deps';
import { recordChanges, type Change } from '../activity-log/activity-log-service';
import type { Authenticated } from '../../plugins/request-context';
import { MAIL_CATEGORIES } from '@gazda/contracts/user';
import { mailPreferencesOf, storedMailPreferences } from './mail-preferences';
import { userResource } from './user-service';
import { updateUser } from './users-repository';

/** Language, push notifications and mail choices; each changed value goes to the activity log. */
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
  const mailsBefore = mailPreferencesOf(user.mail_preferences);
  const mails = { ...mailsBefore, ...body.mails };
  for (const category of MAIL_CATEGORIES) {
    changes.push({
      field: `mails.${category}`,
      from: mailsBefore[category],
      to: mails[category],
    });
  }
  const now = deps.now();
  const updated = await deps.db.transaction().execute(async (trx) => {
    const row = await updateUser(
      trx,
      user.id,
      {
        lang: body.lang ?? user.lang,
        notifications: body.notifications ?? user.notifications,
        mail_preferences: JSON.stringify(storedMailPreferences(mails)),
      },
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
