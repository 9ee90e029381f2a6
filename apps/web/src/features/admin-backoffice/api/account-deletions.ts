import { accountDeletionPaths } from '@gazda/contracts/paths';
import type { AdminAccountDeletion } from '@gazda/contracts/account-deletion';
import type { ListOf } from '@gazda/contracts/common';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

/** GET admin/account-deletions: pending requests, oldest first. */
function accountDeletionsQueryOptions() {
  return queryOptions({
    queryKey: [...adminKey, 'account-deletions'],
    queryFn: () =>
      apiRequest<ListOf<AdminAccountDeletion>>(accountDeletionPaths.adminRequests, {
        query: { per_page: 50 },
      }),
    staleTime: 0,
  });
}

export function useAccountDeletions() {
  return useQuery(accountDeletionsQueryOptions());
}

/** POST admin/users/{id}/complete-deletion: 204; the account is erased. */
export function useCompleteDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest(accountDeletionPaths.adminComplete(userId), { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
