import { dataOf } from '@gazda/contracts/common';
import {
  governmentIdPaths,
  governmentIdSchema,
  type GovernmentId,
} from '@gazda/contracts/government-id';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const responseSchema = dataOf(governmentIdSchema);

export const governmentIdKey = ['government-id'] as const;

export async function getGovernmentId(): Promise<GovernmentId> {
  return (await apiRequest(governmentIdPaths.governmentId, { schema: responseSchema })).data;
}

export function governmentIdQueryOptions() {
  return queryOptions({ queryKey: governmentIdKey, queryFn: getGovernmentId });
}

export function useGovernmentId(): GovernmentId {
  return useSuspenseQuery(governmentIdQueryOptions()).data;
}
