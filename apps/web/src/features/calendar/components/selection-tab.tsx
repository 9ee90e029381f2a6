import type { CalendarDay, CalendarInitData, PutDaysBody } from '@gazda/contracts/calendar';
import { addDays, eachNight, type LocalDate } from '@gazda/domain/dates';
import { MAX_AMOUNT_MINOR } from '@gazda/domain/money';
import type { MessageKey } from '@gazda/i18n/catalog';
import { formatDate, formatMoney } from '@gazda/i18n/format';
import { Button, CloseButton, Divider, Group, Select, Stack, Text } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { MoneyInput } from '../../../ui/form/money-input';
import { notifySuccess } from '../../../ui/notify';
import { usePutDays } from '../api/put-days';
import { notifyApiError } from '../utils/notify-api-error';
import { rangeTotal } from '../utils/range-total';
import { nightsOf, type DayRange } from '../utils/selection';
import { useReasonLabel } from './reason-label';
import { SelectionReservation } from './selection-reservation';

type SelectionTabProps = {
  listingId: number;
  categoryConst: string;
  initData: CalendarInitData;
  daysByDate: ReadonlyMap<LocalDate, CalendarDay>;
  selection: DayRange;
  onClear: () => void;
};

type Change = Omit<PutDaysBody, 'from' | 'to'>;
/**
 * What the selected nights cost now, and the changes a PUT of the range makes (without a
 * selection the panel shows the hint instead, side-panel).
 */
export function SelectionTab({
  listingId,
  categoryConst,
  initData,
  daysByDate,
  selection,
  onClear,
}: SelectionTabProps) {
  const t = useT();
  const locale = useLocale();
  const putDays = usePutDays(listingId);
  const [price, setPrice] = useState<number | null>(null);
  const [ruleId, setRuleId] = useState<string | null>(null);
  const currency = initData.listing.currency;

  const nights = nightsOf(selection);
  const dates = eachNight(selection.from, addDays(selection.to, 1));
  const blockedCount = dates.filter((date) => daysByDate.get(date)?.available === false).length;
  // The imports that block selected nights, by name: on a phone the bars are too narrow to read.
  const reasonLabel = useReasonLabel();
  const icalNames = [
    ...new Set(
      dates.flatMap((date) => {
        const day = daysByDate.get(date);
        return day?.reason === 'ical' ? [reasonLabel('ical', day.source_name)] : [];
      }),
    ),
  ];
  const pending = putDays.isPending ? putDays.variables : undefined;

  function run(change: Change, done: MessageKey) {
    putDays.mutate(
      { from: selection.from, to: selection.to, ...change },
      { onSuccess: () => notifySuccess(t(done, { nights })), onError: notifyApiError },
    );
  }

  const priceValid = price !== null && price >= 1 && price <= MAX_AMOUNT_MINOR;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={700}>
            {selection.from === selection.to
              ? formatDate(selection.from, locale)
              : t('calendar.selection.range', {
                  from: formatDate(selection.from, locale),
                  to: formatDate(selection.to, locale),
                })}
          </Text>
          <Text size="sm" data-testid="selection-summary">
            {t('calendar.selection.summary', {
              nights,
              total: formatMoney(rangeTotal(selection, daysByDate), currency, locale),
            })}
          </Text>
          {blockedCount > 0 ? (
            <Text size="xs" c="dimmed">
              {t('calendar.selection.unavailable_count', { count: blockedCount })}
            </Text>
          ) : null}
          {icalNames.map((name) => (
            <Text key={name} size="xs" c="dimmed">
              {name}
            </Text>
          ))}
        </Stack>
        <CloseButton
          size="md"
          aria-label={t('calendar.selection.clear')}
          title={t('calendar.selection.clear')}
          onClick={onClear}
        />
      </Group>

      <SelectionReservation
        key={`${selection.from}/${selection.to}`}
        listingId={listingId}
        categoryConst={categoryConst}
        initData={initData}
        daysByDate={daysByDate}
        selection={selection}
      />

      <Divider label={t('calendar.selection.price_title')} labelPosition="left" />
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <MoneyInput
          label={t('calendar.selection.special_price')}
          currency={currency}
          value={price}
          onChange={setPrice}
          flex={1}
          miw={0}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && priceValid)
              run({ price }, 'calendar.selection.price_saved');
          }}
        />
        <Button
          disabled={!priceValid || putDays.isPending}
          loading={pending?.price != null}
          onClick={() => run({ price }, 'calendar.selection.price_saved')}
        >
          {t('calendar.selection.set_price')}
        </Button>
      </Group>
      <Button
        variant="default"
        disabled={putDays.isPending}
        loading={pending?.price === null}
        onClick={() => run({ price: null }, 'calendar.selection.price_cleared')}
      >
        {t('calendar.selection.clear_price')}
      </Button>

      <Divider label={t('calendar.selection.availability_title')} labelPosition="left" />
      <Group grow gap="xs">
        <Button
          leftSection={<IconLock size={16} />}
          disabled={putDays.isPending}
          loading={pending?.blocked === true}
          onClick={() => run({ blocked: true }, 'calendar.selection.blocked')}
        >
          {t('calendar.selection.block')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconLockOpen size={16} />}
          disabled={putDays.isPending}
          loading={pending?.blocked === false}
          onClick={() => run({ blocked: false }, 'calendar.selection.opened')}
        >
          {t('calendar.selection.open')}
        </Button>
      </Group>

      <Divider label={t('calendar.selection.rule_title')} labelPosition="left" />
      {initData.rules.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('calendar.selection.no_rules')}
        </Text>
      ) : (
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <Select
            label={t('calendar.selection.rule')}
            placeholder={t('calendar.selection.rule_placeholder')}
            data={initData.rules.map((rule) => ({ value: String(rule.id), label: rule.name }))}
            value={ruleId}
            onChange={setRuleId}
            flex={1}
            miw={0}
            renderOption={({ option }) => {
              const rule = initData.rules.find((r) => String(r.id) === option.value);
              return (
                <Group gap={8} wrap="nowrap">
                  <span
                    style={{ width: 12, height: 12, borderRadius: 3, background: rule?.color }}
                    aria-hidden
                  />
                  {option.label}
                </Group>
              );
            }}
          />
          <Button
            disabled={ruleId === null || putDays.isPending}
            loading={pending?.rule_id != null}
            onClick={() =>
              run({ rule_id: Number(ruleId) }, 'calendar.selection.rule_applied')
            }
          >
            {t('calendar.selection.apply_rule')}
          </Button>
        </Group>
      )}
      <Button
        variant="default"
        disabled={putDays.isPending}
        loading={pending?.rule_id === null}
        onClick={() => run({ rule_id: null }, 'calendar.selection.rule_removed')}
      >
        {t('calendar.selection.remove_rule')}
      </Button>
    </Stack>
  );
}
