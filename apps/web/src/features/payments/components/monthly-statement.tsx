import { formatDate, formatMoney } from '@gazda/i18n/format';
import { Box, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { notifyError } from '../../../ui/notify';
import { downloadStatementCsv, statementQueryOptions } from '../api/get-statement';

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** The host's statement of a month: each stay, earnings, fee, totals; CSV or printed. */
export function MonthlyStatement() {
  const t = useT();
  const locale = useLocale();
  const [month, setMonth] = useState(thisMonth);
  const valid = /^\d{4}-\d{2}$/.test(month);
  const statement = useQuery({ ...statementQueryOptions(month, locale), enabled: valid });
  const data = statement.data;
  return (
    <Card withBorder radius="md" padding="md" data-testid="monthly-statement">
      <Stack gap="sm">
        <Title order={2} fz="h5">
          {t('payments.statement.title')}
        </Title>
        <Group align="flex-end" gap="sm">
          <TextInput
            type="month"
            label={t('payments.statement.month')}
            value={month}
            onChange={(event) => setMonth(event.currentTarget.value)}
          />
          <Button
            variant="default"
            disabled={!valid}
            onClick={() => void downloadStatementCsv(month).catch(notifyError)}
          >
            {t('payments.statement.csv')}
          </Button>
          <Button variant="default" disabled={!data} onClick={() => window.print()}>
            {t('payments.statement.print')}
          </Button>
        </Group>
        {data ? (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {data.host} · {data.month}
            </Text>
            {data.lines.length === 0 ? (
              <Text size="sm">{t('payments.statement.empty')}</Text>
            ) : (
              <Box
                tabIndex={0}
                role="region"
                aria-label={t('payments.statement.title')}
                style={{ overflowX: 'auto' }}
              >
                <Table striped withTableBorder miw={560}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('payments.statement.code')}</Table.Th>
                      <Table.Th>{t('payments.statement.listing')}</Table.Th>
                      <Table.Th>{t('payments.statement.check_in')}</Table.Th>
                      <Table.Th>{t('payments.statement.earnings')}</Table.Th>
                      <Table.Th>{t('payments.statement.fee')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.lines.map((l) => (
                      <Table.Tr key={l.code}>
                        <Table.Td>{l.code}</Table.Td>
                        <Table.Td>{l.listing_name}</Table.Td>
                        <Table.Td>{formatDate(l.check_in, locale)}</Table.Td>
                        <Table.Td>{formatMoney(l.earnings, l.currency, locale)}</Table.Td>
                        <Table.Td>{formatMoney(l.fee, l.currency, locale)}</Table.Td>
                      </Table.Tr>
                    ))}
                    {data.totals.map((tot) => (
                      <Table.Tr key={tot.currency} fw={700}>
                        <Table.Td colSpan={3}>{t('payments.statement.total')}</Table.Td>
                        <Table.Td>{formatMoney(tot.earnings, tot.currency, locale)}</Table.Td>
                        <Table.Td>{formatMoney(tot.fee, tot.currency, locale)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Box>
            )}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
