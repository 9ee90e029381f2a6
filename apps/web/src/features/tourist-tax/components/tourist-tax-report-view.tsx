import { formatMoney } from '@gazda/i18n/format';
import { Alert, Box, Button, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { downloadTouristTaxReport, useTouristTaxReport } from '../api/get-tourist-tax-report';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month in the URL (`?month=YYYY-MM`), this month when missing or malformed. */
function useMonth(): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : new Date().toISOString().slice(0, 7);
  return [month, (next) => setParams(MONTH.test(next) ? { month: next } : {}, { replace: true })];
}

/**
 * The host's tourist tax of a month per listing: person-nights at the full and the half rate, the
 * exempt ones and the tax due (docs/rules/tourist-tax.md); printable, and as CSV.
 */
export function TouristTaxReportView() {
  const t = useT();
  const locale = useLocale();
  const [month, setMonth] = useMonth();
  const report = useTouristTaxReport(month);
  const money = (para: number) => formatMoney(para, 'RSD', locale);

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <TextInput
          type="month"
          label={t('touristTax.report.month')}
          value={month}
          onChange={(event) => setMonth(event.currentTarget.value)}
        />
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} />}
          onClick={() => window.print()}
        >
          {t('touristTax.report.print')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() => void downloadTouristTaxReport(month)}
        >
          {t('touristTax.report.download_csv')}
        </Button>
      </Group>
      {report.isPending ? <Loader size="sm" /> : null}
      {report.error ? (
        <Alert color="red" variant="light" role="alert">
          {report.error.message}
        </Alert>
      ) : null}
      {report.data && report.data.listings.length === 0 ? (
        <Text c="dimmed">{t('touristTax.report.empty')}</Text>
      ) : null}
      {report.data && report.data.listings.length > 0 ? (
        // A region the keyboard can scroll on a phone (the table is wider than the screen).
        <Box
          role="region"
          aria-label={t('touristTax.report.title')}
          tabIndex={0}
          style={{ overflowX: 'auto' }}
        >
          <Table miw={640} striped withTableBorder aria-label={t('touristTax.report.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('touristTax.report.listing')}</Table.Th>
                <Table.Th>{t('touristTax.report.city')}</Table.Th>
                <Table.Th ta="right">{t('touristTax.report.person_nights')}</Table.Th>
                <Table.Th ta="right">{t('touristTax.report.full_person_nights')}</Table.Th>
                <Table.Th ta="right">{t('touristTax.report.reduced_person_nights')}</Table.Th>
                <Table.Th ta="right">{t('touristTax.report.exempt_person_nights')}</Table.Th>
                <Table.Th ta="right">{t('touristTax.report.tax_due')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.data.listings.map((row) => (
                <Table.Tr key={row.listing_id}>
                  <Table.Td>{row.listing_name}</Table.Td>
                  <Table.Td>{row.city ?? ''}</Table.Td>
                  <Table.Td ta="right">{row.person_nights}</Table.Td>
                  <Table.Td ta="right">{row.full_person_nights}</Table.Td>
                  <Table.Td ta="right">{row.reduced_person_nights}</Table.Td>
                  <Table.Td ta="right">{row.exempt_person_nights}</Table.Td>
                  <Table.Td ta="right">{money(row.tax_due)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={6}>{t('touristTax.report.total')}</Table.Th>
                <Table.Th ta="right">{money(report.data.total_due)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Box>
      ) : null}
    </Stack>
  );
}
