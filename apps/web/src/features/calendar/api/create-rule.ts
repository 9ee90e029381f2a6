import { calendarPaths } from '@gazda/contracts/paths';
import type { CalendarRule } from '@gazda/contracts/calendar';
import type { DataOf } from '@gazda/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { RuleBody } from '../utils/rule-form';
import { calendarKeys } from './calendar-keys';

async function createRule(listingId: number, body: RuleBody): Promise<CalendarRule> {
  const { data } = await apiRequest<DataOf<CalendarRule>>(calendarPaths.rules(listingId), {
    method: 'POST',
    body,
  });
  return data;
}

/** A new rule is on no day yet, so only the rule list (init-data) is refreshed. */
export function useCreateRule(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RuleBody) => createRule(listingId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.initData(listingId) }),
  });
}
