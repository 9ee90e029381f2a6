import { governmentIdPaths } from '@gazda/contracts/paths';
import type { ListOf } from '@gazda/contracts/common';
import type { AdminGovernmentId } from '@gazda/contracts/government-id';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

/** GET admin/government-ids?status=under_review: uploaded IDs waiting for a look, oldest first. */
function governmentIdQueueQueryOptions() {
  return queryOptions({
    queryKey: [...adminKey, 'government-ids'],
    queryFn: () =>
      apiRequest<ListOf<AdminGovernmentId>>(governmentIdPaths.adminQueue, {
        query: { status: 'under_review', per_page: 50 },
      }),
    staleTime: 0,
  });
}

export function useGovernmentIdQueue() {
  return useQuery(governmentIdQueueQueryOptions());
}

/** POST admin/government-ids/{userId}/verify · reject (`reason`). */
export function useReviewGovernmentId(userId: number) {
  const queryClient = useQueryClient();
  const invalidate = () => void queryClient.invalidateQueries({ queryKey: adminKey });
  const verify = useMutation({
    mutationFn: () => apiRequest(governmentIdPaths.adminVerify(userId), { method: 'POST' }),
    onSuccess: invalidate,
  });
  const reject = useMutation({
    mutationFn: (reason: string) =>
      apiRequest(governmentIdPaths.adminReject(userId), { method: 'POST', body: { reason } }),
    onSuccess: invalidate,
  });
  return { verify, reject };
}
