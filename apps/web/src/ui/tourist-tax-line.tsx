import type { TouristTaxBody } from '@gazda/contracts/tourist-tax';
import { formatMoney } from '@gazda/i18n/format';
import { Stack, Text } from '@mantine/core';
import { useLocale, useT } from '../lib/i18n';
import { BreakdownLine } from './price-breakdown';

/**
 * "Tourist tax, paid on arrival" under a price breakdown: always in dinars, also for EUR listings,
 * and apart from the total and the advance (docs/rules/tourist-tax.md). Nothing when it is 0.
 */
export function TouristTaxLine({ tax }: { tax: TouristTaxBody | undefined }) {
  const t = useT();
  const locale = useLocale();
  if (!tax || tax.amount === 0) return null;
  return (
    <Stack gap={2} data-testid="tourist-tax">
      <BreakdownLine
        label={t('touristTax.paid_on_arrival')}
        value={formatMoney(tax.amount, tax.currency, locale)}
      />
      <Text size="xs" c="dimmed">
        {t('touristTax.paid_on_arrival_hint')}
      </Text>
    </Stack>
  );
}
