import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { setToken } from '../../../lib/session';
import { jsonResponse, renderWithRouter } from '../../../test/render';
import { DeleteAccountForm } from './delete-account-form';

function sentBody(): Record<string, unknown> {
  const call = vi.mocked(fetch).mock.calls.at(-1)!;
  return JSON.parse(String(call[1]?.body)) as Record<string, unknown>;
}

describe('delete account form', () => {
  beforeEach(() => {
    setLocale('sr');
    setToken('tok');
  });

  it('asks for confirmation, then shows the server’s 422 on the password', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(
        jsonResponse(422, {
          message: 'Greška u podacima',
          errors: { password: ['Trenutna lozinka nije tačna'] },
        }),
      ),
    );
    renderWithRouter(<DeleteAccountForm />);
    fireEvent.input(screen.getByLabelText(/^Lozinka/), { target: { value: 'pogrešna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Obriši moj nalog' }));
    // Nothing is sent before the dialog's confirmation.
    const confirm = await screen.findByRole('button', { name: 'Da, obriši moj nalog' });
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(confirm);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(sentBody()).toEqual({ password: 'pogrešna' });
    expect((await screen.findAllByText('Trenutna lozinka nije tačna')).length).toBeGreaterThan(0);
  });

  it('an empty password is refused in the form, without a request', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    renderWithRouter(<DeleteAccountForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Obriši moj nalog' }));
    expect(await screen.findByText('Obavezno polje')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Da, obriši moj nalog' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
