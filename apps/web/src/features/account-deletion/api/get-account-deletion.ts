import {
  accountDeletionPaths,
  accountDeletionSchema,
  type AccountDeletion,
} from '@gazda/contracts/account-deletion';
import { dataOf } from '@gazda/contracts/common';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const responseSchema = dataOf(accountDeletionSchema);

export const accountDeletionKey = ['account-deletion'] as const;

export async function getAccountDeletion(): Promise<AccountDeletion> {
  return (await apiRequest(accountDeletionPaths.deleteAccount, { schema: responseSchema })).data;
}

export function accountDeletionQueryOptions() {
  return queryOptions({ queryKey: accountDeletionKey, queryFn: getAccountDeletion });
}

export function useAccountDeletion(): AccountDeletion {
  return useSuspenseQuery(accountDeletionQueryOptions()).data;
}
