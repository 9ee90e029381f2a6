import { calendarPaths } from '@gazda/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

/** Every import is fetched again now; the answer is read back through init-data and the days. */
function refreshIcal(listingId: number): Promise<void> {
  return apiRequest(calendarPaths.refreshIcal(listingId), { method: 'POST' });
}

export function useRefreshIcal(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => refreshIcal(listingId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all(listingId) }),
  });
}
