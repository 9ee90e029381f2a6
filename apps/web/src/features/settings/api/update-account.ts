import { accountPaths, type AccountBody } from '@gazda/contracts/account';
import { dataOf } from '@gazda/contracts/common';
import { userSchema, type User } from '@gazda/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const updatedSchema = dataOf(userSchema);

export async function updateAccount(body: AccountBody): Promise<User> {
  const { data } = await apiRequest(accountPaths.account, {
    method: 'PUT',
    body,
    schema: updatedSchema,
  });
  return data;
}

/** PUT user-settings/account; the answer replaces the stored user (banners follow at once). */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.me, user);
    },
  });
}
