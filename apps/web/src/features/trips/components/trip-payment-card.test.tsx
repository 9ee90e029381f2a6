import type { ReservationPayment } from '@gazda/contracts/payments';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { renderWithRouter } from '../../../test/render';
import { TripPaymentCard } from './trip-payment-card';

const payment: ReservationPayment = {
  amount: 629_920,
  currency: 'RSD',
  due_date: '2026-12-04',
  reference: '921234567890',
  recipient_account: '260005601001611379',
  recipient_name: 'Gazda d.o.o. Beograd',
  payload: 'K:PR|V:01|C:1|R:260005601001611379|N:Gazda d.o.o. Beograd|I:RSD6299,20|SF:289',
  advance: 629_920,
  paid: 0,
  state: 'unpaid',
  exchange_rate: { eur_rsd: '117.1727', date: '2026-11-26' },
  rest: null,
};

function answer(body: unknown, type = 'application/json') {
  return new Response(type === 'image/png' ? new Uint8Array([137, 80]) : JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': type },
  });
}

function stubApi(data: ReservationPayment) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) =>
      String(input).includes('qr.png') ? answer(null, 'image/png') : answer({ data }),
    ),
  );
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:qr', revokeObjectURL: () => {} }),
  );
}

describe('TripPaymentCard', () => {
  beforeEach(() => setLocale('sr'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the QR, the amount in dinars with the rate and its date, the reference and the account', async () => {
    stubApi(payment);
    renderWithRouter(<TripPaymentCard reservationId={3} />);
    expect(await screen.findByRole('img', { name: 'IPS QR kôd za uplatu avansa' })).toBeTruthy();
    expect(screen.getByText(/6\.299,20/)).toBeTruthy();
    expect(screen.getByText('97 921234567890')).toBeTruthy();
    expect(screen.getByText('260-0056010016113-79')).toBeTruthy();
    expect(screen.getByText('Po kursu 117,1727 RSD za 1 EUR od 26. nov 2026.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Kopiraj/ })).toHaveLength(3);
  });

  it('a paid advance shows no QR, in English too', async () => {
    setLocale('en');
    stubApi({ ...payment, amount: 0, payload: null, paid: 629_920, state: 'paid' });
    renderWithRouter(<TripPaymentCard reservationId={3} />);
    expect(await screen.findByText('Advance paid')).toBeTruthy();
    expect(screen.getByText('Nothing is due now: thank you.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
