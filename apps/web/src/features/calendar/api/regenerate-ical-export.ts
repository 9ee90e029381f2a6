import { calendarPaths } from '@gazda/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

/** A new secret export link; the old one stops working at once. */
function regenerateIcalExport(listingId: number): Promise<void> {
  return apiRequest(calendarPaths.regenerateIcalExport(listingId), { method: 'POST' });
}

export function useRegenerateIcalExport(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateIcalExport(listingId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.initData(listingId) }),
  });
}
