import { governmentIdPaths } from '@gazda/contracts/paths';
import type { DataOf } from '@gazda/contracts/common';
import type { GovernmentId } from '@gazda/contracts/government-id';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const governmentIdKey = ['government-id'] as const;

async function getGovernmentId(): Promise<GovernmentId> {
  return (await apiRequest<DataOf<GovernmentId>>(governmentIdPaths.governmentId)).data;
}

function governmentIdQueryOptions() {
  return queryOptions({ queryKey: governmentIdKey, queryFn: getGovernmentId });
}

export function useGovernmentId(): GovernmentId {
  return useSuspenseQuery(governmentIdQueryOptions()).data;
}
