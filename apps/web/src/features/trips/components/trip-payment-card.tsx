import type { ReservationPayment } from '@gazda/contracts/payments';
import { formatDate, formatMoney } from '@gazda/i18n/format';
import { Alert, Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useT } from '../../../lib/i18n';
import { tripPaymentQueryOptions } from '../api/trip-payment';
import { PaymentFact } from './payment-fact';
import { PaymentQr } from './payment-qr';

const stateColor = { unpaid: 'yellow', partial: 'orange', paid: 'green', overpaid: 'red' } as const;

/** 260005601001611379 → 260-0056010016113-79, as banks print an account. */
function printedAccount(account: string): string {
  return account.length === 18
    ? `${account.slice(0, 3)}-${account.slice(3, 16)}-${account.slice(16)}`
    : account;
}

/**
 * The advance of a reservation, to pay by scanning (docs/rules/payments.md): the IPS QR, the amount
 * in dinars (with the rate and its date for a stay in euros), the due date, the reference and the
 * account with copy buttons; then the rest on arrival, to the host's account when there is one.
 */
export function TripPaymentCard({ reservationId }: { reservationId: number }) {
  const t = useT();
  const locale = useLocale();
  const query = useQuery(tripPaymentQueryOptions(reservationId));
  if (query.isPending) return null;
  if (query.isError)
    return (
      <Alert color="gray" variant="light">
        {t('payments.card.unavailable')}
      </Alert>
    );
  const payment: ReservationPayment = query.data.data;
  const rsd = (amount: number) => formatMoney(amount, 'RSD', locale);
  return (
    <Paper withBorder radius="md" p="md" data-testid="trip-payment">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="h5">
            {t('payments.card.title')}
          </Title>
          <Badge color={stateColor[payment.state]} variant="light" radius="sm">
            {t(`payments.card.state.${payment.state}`)}
          </Badge>
        </Group>
        {payment.payload ? (
          <>
            <Text size="sm">{t('payments.card.scan')}</Text>
            <Group align="flex-start" gap="lg">
              <PaymentQr
                id={reservationId}
                part="advance"
                payload={payment.payload}
                alt={t('payments.card.qr_alt')}
              />
              <Stack gap="xs" style={{ flex: '1 1 200px', minWidth: 0 }}>
                <PaymentFact
                  label={t('payments.card.amount')}
                  value={rsd(payment.amount)}
                  copy={(payment.amount / 100).toFixed(2).replace('.', ',')}
                />
                {payment.due_date ? (
                  <PaymentFact
                    label={t('payments.card.due_date')}
                    value={formatDate(payment.due_date, locale)}
                  />
                ) : null}
                <PaymentFact
                  label={t('payments.card.reference')}
                  value={`97 ${payment.reference}`}
                  copy={payment.reference}
                />
                <PaymentFact
                  label={t('payments.card.account')}
                  value={printedAccount(payment.recipient_account)}
                  copy={payment.recipient_account}
                />
                <PaymentFact label={t('payments.card.recipient')} value={payment.recipient_name} />
              </Stack>
            </Group>
          </>
        ) : (
          <Text size="sm">{t('payments.card.nothing_due')}</Text>
        )}
        {payment.exchange_rate ? (
          <Text size="xs" c="dark.4">
            {t('payments.card.rate', {
              rate: payment.exchange_rate.eur_rsd.replace('.', locale === 'sr' ? ',' : '.'),
              date: formatDate(payment.exchange_rate.date, locale),
            })}
          </Text>
        ) : null}
        {payment.paid > 0 ? (
          <Text size="sm">{t('payments.card.paid_so_far', { amount: rsd(payment.paid) })}</Text>
        ) : null}
        {payment.state === 'overpaid' ? (
          <Alert color="red" variant="light">
            {t('payments.card.over', { amount: rsd(payment.paid - payment.advance) })}
          </Alert>
        ) : null}
        {payment.rest?.payload ? (
          <>
            <Divider />
            <Title order={3} fz="h6">
              {t('payments.card.rest_title')}
            </Title>
            <Text size="sm">{t('payments.card.rest_scan')}</Text>
            <Group align="flex-start" gap="lg">
              <PaymentQr
                id={reservationId}
                part="rest"
                payload={payment.rest.payload}
                alt={t('payments.card.rest_qr_alt')}
              />
              <Stack gap="xs" style={{ flex: '1 1 200px', minWidth: 0 }}>
                <PaymentFact label={t('payments.card.amount')} value={rsd(payment.rest.amount)} />
                <PaymentFact
                  label={t('payments.card.account')}
                  value={printedAccount(payment.rest.recipient_account)}
                  copy={payment.rest.recipient_account}
                />
                <PaymentFact
                  label={t('payments.card.recipient')}
                  value={payment.rest.recipient_name}
                />
              </Stack>
            </Group>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
