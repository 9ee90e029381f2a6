import { messagesPaths } from '@gazda/contracts/paths';
import { as, expectStatus } from '../helpers/calendar-fixtures';
import type { TestUser } from '../helpers/test-app';

/** Messages test data: a guest's question and the conversation it opens. */

export async function ask(guest: TestUser, listingId: number, message = 'Is there a crib?') {
  return as(guest, 'POST', messagesPaths.question(listingId), { message });
}

export async function askedConversation(guest: TestUser, listingId: number, message?: string) {
  return expectStatus(await ask(guest, listingId, message), 201).body.data
    .conversation_id as number;
}

export async function send(user: TestUser, conversationId: number, body: string) {
  return as(user, 'POST', messagesPaths.messages(conversationId), { body });
}

export async function thread(user: TestUser, conversationId: number, query = '') {
  return as(user, 'GET', `${messagesPaths.messages(conversationId)}${query}`);
}
