import type { UserUpdatedEvent } from '@gazda/contracts/realtime';
import { userChannel } from '@gazda/contracts/realtime-channel';
import type { Deps } from '../../deps';
import { forbidden } from '../../errors';
import { findUserById, userResource } from '../account/user-service';

/** Only the user may listen to `users.{id}`; every other channel name is refused (403). */
export function mayListen(userId: number, channel: string): boolean {
  return channel === userChannel(userId);
}

/** POST broadcasting/auth: the channel when the caller may subscribe to it, else 403. */
export function authorizeChannel(userId: number, channel: string): { channel: string } {
  if (!mayListen(userId, channel)) throw forbidden();
  return { channel };
}

/** The payload of `UserUpdated`: the fresh User, or null when the account is gone. */
export async function userUpdatedEvent(
  deps: Deps,
  userId: number,
): Promise<UserUpdatedEvent | null> {
  const row = await findUserById(deps.db, userId);
  if (!row) return null;
  return { user: await userResource(deps.db, row) };
}
