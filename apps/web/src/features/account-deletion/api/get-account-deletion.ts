import { accountDeletionPaths } from '@gazda/contracts/paths';
import type { AccountDeletion } from '@gazda/contracts/account-deletion';
import type { DataOf } from '@gazda/contracts/common';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const accountDeletionKey = ['account-deletion'] as const;

async function getAccountDeletion(): Promise<AccountDeletion> {
  return (await apiRequest<DataOf<AccountDeletion>>(accountDeletionPaths.deleteAccount)).data;
}

function accountDeletionQueryOptions() {
  return queryOptions({ queryKey: accountDeletionKey, queryFn: getAccountDeletion });
}

export function useAccountDeletion(): AccountDeletion {
  return useSuspenseQuery(accountDeletionQueryOptions()).data;
}
