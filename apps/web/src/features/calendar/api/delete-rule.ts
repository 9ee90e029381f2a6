import { calendarPaths } from '@gazda/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

/** 204; the days that had the rule lose it. */
function deleteRule(listingId: number, ruleId: number): Promise<void> {
  return apiRequest(calendarPaths.rule(listingId, ruleId), { method: 'DELETE' });
}

export function useDeleteRule(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: number) => deleteRule(listingId, ruleId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all(listingId) }),
  });
}
