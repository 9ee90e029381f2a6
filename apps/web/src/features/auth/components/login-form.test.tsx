import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { jsonResponse, renderWithRouter } from '../../../test/render';
import { LoginForm } from './login-form';

describe('login form', () => {
  beforeEach(() => setLocale('sr'));

  it('shows the required message in Serbian on an empty submit, and sends nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderWithRouter(<LoginForm onSuccess={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Prijavi se' }));
    expect(await screen.findAllByText('Obavezno polje')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts the server field errors on the fields and in the list', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(
        jsonResponse(422, {
          message: 'Greška u validaciji',
          errors: { email: ['Ovi podaci se ne poklapaju sa našim evidencijama', 'drugi'] },
        }),
      ),
    );
    renderWithRouter(<LoginForm onSuccess={() => {}} />);
    await userEvent.type(screen.getByLabelText(/E-mail adresa/), 'milica@example.rs');
    await userEvent.type(screen.getByLabelText(/Lozinka/), 'pogresna');
    await userEvent.click(screen.getByRole('button', { name: 'Prijavi se' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByText('Ovi podaci se ne poklapaju sa našim evidencijama')).toHaveLength(2);
    expect(screen.queryByText('drugi')).toBeNull();
  });

  it('sends the password exactly as typed, spaces included (they are part of it)', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(jsonResponse(422, { message: 'Greška', errors: { email: ['x'] } }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithRouter(<LoginForm onSuccess={() => {}} />);
    await userEvent.type(screen.getByLabelText(/E-mail adresa/), '  milica@example.rs ');
    await userEvent.type(screen.getByLabelText(/Lozinka/), '  pass word  ');
    await userEvent.click(screen.getByRole('button', { name: 'Prijavi se' }));
    await screen.findByRole('alert');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'milica@example.rs',
      password: '  pass word  ',
    });
  });

  it('shows the wait of a 429', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(
          jsonResponse(429, { message: 'Previše pokušaja.' }, { 'Retry-After': '42' }),
        ),
    );
    renderWithRouter(<LoginForm onSuccess={() => {}} />);
    await userEvent.type(screen.getByLabelText(/E-mail adresa/), 'milica@example.rs');
    await userEvent.type(screen.getByLabelText(/Lozinka/), 'pogresna');
    await userEvent.click(screen.getByRole('button', { name: 'Prijavi se' }));
    expect(await screen.findByText('Previše pokušaja.')).toBeTruthy();
    expect(screen.getByText('Pokušajte ponovo za 42 sekunde.')).toBeTruthy();
  });
});
