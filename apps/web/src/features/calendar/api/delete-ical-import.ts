import { calendarPaths } from '@gazda/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

/** 204; the nights its events blocked open again. */
function deleteIcalImport(listingId: number, importId: number): Promise<void> {
  return apiRequest(calendarPaths.icalImport(listingId, importId), { method: 'DELETE' });
}

export function useDeleteIcalImport(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: number) => deleteIcalImport(listingId, importId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all(listingId) }),
  });
}
