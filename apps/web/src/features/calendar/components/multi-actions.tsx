import type { MultiCalendarListing, PutMultiDaysBody } from '@gazda/contracts/calendar';
import { diffDays, type LocalDate } from '@gazda/domain/dates';
import { MAX_AMOUNT_MINOR } from '@gazda/domain/money';
import { formatDate } from '@gazda/i18n/format';
import { Button, CloseButton, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { MoneyInput } from '../../../ui/form/money-input';
import { notifySuccess } from '../../../ui/notify';
import { usePutMultiDays } from '../api/put-multi-days';
import { notifyApiError } from '../utils/notify-api-error';
import { MultiRuleAction } from './multi-rule-action';

type MultiActionsProps = {
  listings: MultiCalendarListing[];
  from: LocalDate;
  to: LocalDate;
  onClear: () => void;
};

type Change = Omit<PutMultiDaysBody, 'listing_ids' | 'from' | 'to'>;

/**
 * One action on the chosen block of cells (PUT calendar/multi/days): a price, blocked or open, a
 * minimum stay; with one listing chosen, also one of its rules. The grid shows it at once.
 */
export function MultiActions({ listings, from, to, onClear }: MultiActionsProps) {
  const t = useT();
  const locale = useLocale();
  const put = usePutMultiDays();
  const [price, setPrice] = useState<number | null>(null);
  const [minStay, setMinStay] = useState<number | null>(null);
  const currency = listings[0]?.currency ?? 'EUR';
  const priceValid = price !== null && price >= 1 && price <= MAX_AMOUNT_MINOR;
  const minStayValid = minStay !== null && minStay >= 1 && minStay <= 365;
  const pending = put.isPending ? put.variables : undefined;

  function run(change: Change) {
    const body = {
      listing_ids: listings.map((l) => l.id),
      from,
      to,
      ...change,
    } as PutMultiDaysBody;
    put.mutate(body, {
      onSuccess: (changed) => notifySuccess(t('calendar.multi.saved', { count: changed.length })),
      onError: notifyApiError,
    });
  }

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="section"
      aria-label={t('calendar.multi.actions')}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} data-testid="multi-selection-summary">
            {t('calendar.multi.selection', {
              listings: listings.length,
              nights: diffDays(from, to) + 1,
              from: formatDate(from, locale),
              to: formatDate(to, locale),
            })}
          </Text>
          <CloseButton
            aria-label={t('calendar.multi.clear_selection')}
            title={t('calendar.multi.clear_selection')}
            onClick={onClear}
          />
        </Group>
        <Group align="flex-end" gap="xs">
          <MoneyInput
            label={t('calendar.multi.price_label', { currency })}
            currency={currency}
            value={price}
            onChange={setPrice}
            w={150}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && priceValid) run({ price });
            }}
          />
          <Button
            disabled={!priceValid || put.isPending}
            loading={pending?.price != null}
            onClick={() => run({ price })}
          >
            {t('calendar.multi.set_price')}
          </Button>
          <Button variant="default" disabled={put.isPending} onClick={() => run({ price: null })}>
            {t('calendar.multi.clear_price')}
          </Button>
        </Group>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconLock size={16} aria-hidden />}
            disabled={put.isPending}
            loading={pending?.blocked === true}
            onClick={() => run({ blocked: true })}
          >
            {t('calendar.multi.block')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconLockOpen size={16} aria-hidden />}
            disabled={put.isPending}
            loading={pending?.blocked === false}
            onClick={() => run({ blocked: false })}
          >
            {t('calendar.multi.open')}
          </Button>
        </Group>
        <Group align="flex-end" gap="xs">
          <NumberInput
            label={t('calendar.multi.min_stay_label')}
            value={minStay ?? ''}
            onChange={(value) => setMinStay(typeof value === 'number' ? value : null)}
            min={1}
            max={365}
            allowDecimal={false}
            allowNegative={false}
            w={190}
          />
          <Button
            variant="default"
            disabled={!minStayValid || put.isPending}
            loading={pending?.min_stay != null}
            onClick={() => run({ min_stay: minStay })}
          >
            {t('calendar.multi.set_min_stay')}
          </Button>
        </Group>
        {listings.length === 1 ? (
          <MultiRuleAction listing={listings[0]!} from={from} to={to} />
        ) : null}
      </Stack>
    </Paper>
  );
}
