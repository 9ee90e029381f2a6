import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { listingSaveKey } from './update-listing-step';

/*
 * The status calls (submit, request-review, deactivate, activate) are a POST without a body; the
 * listing is read again afterwards, so the header shows the new status as soon as the button
 * stops spinning. A refused transition is a 409 (or 422 naming incomplete steps for submit).
 */
function postListingTransition(path: string): Promise<void> {
  return apiRequest(path, { method: 'POST' });
}

export function useListingTransition(id: number, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: listingSaveKey(id),
    mutationFn: () => postListingTransition(path),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.listing(id) }),
        queryClient.invalidateQueries({ queryKey: [...queryKeys.listings, 'list'] }),
        queryClient.invalidateQueries({ queryKey: [...queryKeys.listings, 'activity', id] }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
      ]),
  });
}
