import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { renderWithRouter } from '../../../test/render';
import { RecordPaymentForm } from './record-payment-form';

const state = {
  payments: [],
  advance: 629_920,
  total: 2_099_738,
  paid: 0,
  state: 'unpaid',
  over: 0,
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('RecordPaymentForm', () => {
  beforeEach(() => setLocale('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('sends the amount in para and shows the server’s field error on the amount', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (_input, init) =>
      init?.method === 'POST'
        ? json(422, {
            message: 'The amount is more than what is left of the stay’s total',
            code: 'amount_over_total',
            errors: { amount: ['The amount is more than what is left of the stay’s total'] },
          })
        : json(200, { data: state }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithRouter(<RecordPaymentForm reservationId={7} />);
    expect(await screen.findByText(/^Advance .*6,299\.20/)).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Amount \(RSD\)/), '25000.5');
    await user.type(screen.getByLabelText('Bank reference'), 'BNK-9');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(
      (await screen.findAllByText('The amount is more than what is left of the stay’s total'))
        .length,
    ).toBeGreaterThan(1);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({
      amount: 2_500_050,
      bank_reference: 'BNK-9',
    });
  });
});
