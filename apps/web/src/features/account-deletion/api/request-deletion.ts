import {
  accountDeletionPaths,
  accountDeletionSchema,
  type AccountDeletion,
  type DeleteAccountBody,
} from '@gazda/contracts/account-deletion';
import { dataOf } from '@gazda/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountDeletionKey } from './get-account-deletion';

const responseSchema = dataOf(accountDeletionSchema);

/** POST delete-account: 202 with the pending request; a wrong password is a 422 on `password`. */
export async function requestDeletion(body: DeleteAccountBody): Promise<AccountDeletion> {
  const answer = await apiRequest(accountDeletionPaths.deleteAccount, {
    method: 'POST',
    body,
    schema: responseSchema,
  });
  return answer.data;
}

export function useRequestDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDeletion,
    onSuccess: (data) => queryClient.setQueryData(accountDeletionKey, data),
  });
}
