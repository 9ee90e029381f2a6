import { accountPaths } from '@gazda/contracts/paths';
import type { AccountBody } from '@gazda/contracts/account';
import type { DataOf } from '@gazda/contracts/common';
import type { User } from '@gazda/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function updateAccount(body: AccountBody): Promise<User> {
  const { data } = await apiRequest<DataOf<User>>(accountPaths.account, { method: 'PUT', body });
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
