import { calendarPaths } from '@gazda/contracts/paths';
import type { CalendarRule } from '@gazda/contracts/calendar';
import type { DataOf } from '@gazda/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { RuleBody } from '../utils/rule-form';
import { calendarKeys } from './calendar-keys';

async function updateRule(
  listingId: number,
  ruleId: number,
  body: RuleBody,
): Promise<CalendarRule> {
  const { data } = await apiRequest<DataOf<CalendarRule>>(calendarPaths.rule(listingId, ruleId), {
    method: 'PUT',
    body,
  });
  return data;
}

/** A rule's percent and minimum stay price its days: the whole calendar is refreshed. */
export function useUpdateRule(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ruleId, body }: { ruleId: number; body: RuleBody }) =>
      updateRule(listingId, ruleId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all(listingId) }),
  });
}
