import { calendarPaths, ruleSchema, type CalendarRule } from '@gazda/contracts/calendar';
import { dataOf } from '@gazda/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { RuleBody } from '../utils/rule-form';
import { calendarKeys } from './calendar-keys';

const ruleResponseSchema = dataOf(ruleSchema);

export async function createRule(listingId: number, body: RuleBody): Promise<CalendarRule> {
  const { data } = await apiRequest(calendarPaths.rules(listingId), {
    method: 'POST',
    body,
    schema: ruleResponseSchema,
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
