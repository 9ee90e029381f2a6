import { accountDeletionPaths } from '@gazda/contracts/paths';
import type { AccountDeletion, DeleteAccountBody } from '@gazda/contracts/account-deletion';
import type { DataOf } from '@gazda/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountDeletionKey } from './get-account-deletion';

/** POST delete-account: 202 with the pending request; a wrong password is a 422 on `password`. */
async function requestDeletion(body: DeleteAccountBody): Promise<AccountDeletion> {
  const answer = await apiRequest<DataOf<AccountDeletion>>(accountDeletionPaths.deleteAccount, {
    method: 'POST',
    body,
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
