import type { MultiCalendarListing } from '@gazda/contracts/calendar';
import type { LocalDate } from '@gazda/domain/dates';
import { Button, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { notifySuccess } from '../../../ui/notify';
import { initDataQueryOptions } from '../api/get-init-data';
import { usePutDays } from '../api/put-days';
import { notifyApiError } from '../utils/notify-api-error';

type MultiRuleActionProps = { listing: MultiCalendarListing; from: LocalDate; to: LocalDate };

/**
 * A rule belongs to one listing: with one listing's days chosen, one of its rules applies to them
 * through its own calendar's PUT (which refreshes the multi-calendar's windows).
 */
export function MultiRuleAction({ listing, from, to }: MultiRuleActionProps) {
  const t = useT();
  const locale = useLocale();
  const initData = useQuery(initDataQueryOptions(listing.id, locale));
  const putDays = usePutDays(listing.id);
  const [ruleId, setRuleId] = useState<string | null>(null);
  const rules = initData.data?.rules ?? [];
  if (rules.length === 0) return null;
  return (
    <Group align="flex-end" gap="xs">
      <Select
        label={t('calendar.multi.rule_label', { name: listing.name })}
        data={rules.map((rule) => ({ value: String(rule.id), label: rule.name }))}
        value={ruleId}
        onChange={setRuleId}
        w={220}
      />
      <Button
        variant="default"
        disabled={ruleId === null || putDays.isPending}
        loading={putDays.isPending}
        onClick={() =>
          putDays.mutate(
            { from, to, rule_id: Number(ruleId) },
            {
              onSuccess: () => notifySuccess(t('calendar.multi.saved', { count: 1 })),
              onError: notifyApiError,
            },
          )
        }
      >
        {t('calendar.multi.apply_rule')}
      </Button>
    </Group>
  );
}
