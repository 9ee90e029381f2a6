import type { PayoutMethod } from '@gazda/contracts/payouts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { setToken } from '../../../lib/session';
import { jsonResponse, renderWithRouter } from '../../../test/render';
import { PayoutsPanel } from './payouts-panel';

const list = (data: PayoutMethod[]) =>
  jsonResponse(200, { data, meta: { total: data.length, support_email: 'podrska@gazda.rs' } });

const method: PayoutMethod = {
  id: 3,
  type: 'domestic',
  masked_number: '•••• 1379',
  swift: null,
  bank_name: null,
  address: null,
  full_name: null,
  service: null,
  in_use: true,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

function calls(method: string) {
  return vi.mocked(fetch).mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);
}

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Dodaj način isplate' }));
  return screen.findByLabelText('Broj računa', { exact: false });
}

describe('payouts panel', () => {
  beforeEach(() => {
    setLocale('sr');
    setToken('tok');
  });

  it('checks a domestic account in the browser, then sends it normalised', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValueOnce(list([]))
        .mockResolvedValueOnce(jsonResponse(201, { data: { ...method, in_use: false } }))
        .mockResolvedValue(list([{ ...method, in_use: false }])),
    );
    renderWithRouter(<PayoutsPanel />);
    expect(await screen.findByText(/Još nemate način isplate/)).toBeTruthy();

    const input = await openForm();
    fireEvent.input(input, { target: { value: '260-0056010016113-78' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(await screen.findByText('Ovaj broj računa nije ispravan: proverite cifre')).toBeTruthy();
    expect(calls('POST')).toHaveLength(0);

    fireEvent.input(input, { target: { value: '260-56010016113-79' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    const [url, init] = calls('POST')[0]!;
    expect(url).toBe('/api/user-settings/payouts');
    expect(JSON.parse(String(init?.body))).toEqual({
      type: 'domestic',
      account_number: '260005601001611379',
    });
    expect(await screen.findByText('Način isplate je dodat.')).toBeTruthy();
  });

  it("shows the server's per-field 422 message on the field", async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValueOnce(list([]))
        .mockResolvedValueOnce(
          jsonResponse(422, {
            message: 'Greška u podacima',
            errors: { account_number: ['Poruka servera o broju računa'] },
          }),
        ),
    );
    renderWithRouter(<PayoutsPanel />);
    const input = await openForm();
    fireEvent.input(input, { target: { value: '260005601001611379' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(await screen.findByText('Greška u podacima')).toBeTruthy();
    expect((await screen.findAllByText('Poruka servera o broju računa')).length).toBeGreaterThan(0);
  });

  it('a Western Union card shows the phone masked, and its edit asks for the phone again', async () => {
    const westernUnion: PayoutMethod = {
      ...method,
      id: 4,
      type: 'money_transfer',
      masked_number: '•••• 4567',
      service: 'western_union',
      full_name: 'Milica Jovanović',
      address: 'Bulevar oslobođenja 12, Novi Sad',
      in_use: false,
    };
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(list([westernUnion])));
    renderWithRouter(<PayoutsPanel />);
    const card = await screen.findByRole('listitem', { name: /•••• 4567/ });
    expect(card.textContent).toContain('Western Union · Milica Jovanović');
    expect(card.textContent).not.toMatch(/\d{5,}/);
    fireEvent.click(screen.getByRole('button', { name: 'Izmeni' }));
    const phone = await screen.findByLabelText('Telefon primaoca', { exact: false });
    expect((phone as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Unesite ponovo ceo broj (sada •••• 4567)')).toBeTruthy();
  });

  it('a method in use is locked: edit and delete disabled, support e-mail linked', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(list([method])));
    renderWithRouter(<PayoutsPanel />);
    expect(await screen.findByText('•••• 1379')).toBeTruthy();
    expect(screen.getByText('U upotrebi')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Izmeni' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Obriši' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'podrska@gazda.rs' }).getAttribute('href')).toBe(
      'mailto:podrska@gazda.rs',
    );
  });
});
