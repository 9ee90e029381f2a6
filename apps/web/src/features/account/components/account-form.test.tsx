import type { User } from '@gazda/contracts/user';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { setToken } from '../../../lib/session';
import { demoUser, jsonResponse, renderWithRouter } from '../../../test/render';
import { AccountForm } from './account-form';

const user: User = {
  ...demoUser,
  phone: '+381641234567',
  details: {
    jmbg: '**********004',
    city: 'Beograd',
    street_and_number: 'Nemanjina 4',
    pib: null,
    mb: null,
    business_name: null,
  },
  hasUserDetails: true,
  rolesAndPermissions: { roles: [] },
};

function type(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

function sentBody(): Record<string, unknown> {
  const call = vi.mocked(fetch).mock.calls.at(-1)!;
  return JSON.parse(String(call[1]?.body)) as Record<string, unknown>;
}

describe('account form', () => {
  beforeEach(() => {
    setLocale('sr');
    setToken('tok');
  });

  it('prefills the user, keeps the masked JMBG out of the field and saves the changes', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(jsonResponse(200, { data: { ...user, first_name: 'Jelena' } })),
    );
    renderWithRouter(<AccountForm user={user} />);
    expect((screen.getByLabelText(/^Ime/) as HTMLInputElement).value).toBe('Milica');
    expect((screen.getByLabelText(/^JMBG/) as HTMLInputElement).value).toBe('');
    expect(
      screen.getByText('Sačuvan: **********004. Ostavite prazno da ga zadržite.'),
    ).toBeTruthy();
    expect(screen.getByPlaceholderText('+381 64 1234567')).toBeTruthy();
    // The password is asked only once the e-mail changes.
    expect(screen.queryByLabelText(/^Trenutna lozinka/)).toBeNull();

    type('Ime', 'Jelena');
    fireEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/user-settings/account');
    expect(init?.method).toBe('PUT');
    expect(sentBody()).toMatchObject({
      first_name: 'Jelena',
      phone: '+381641234567',
      account_type: 'individual',
      details: { jmbg: '', city: 'Beograd', street_and_number: 'Nemanjina 4' },
    });
    expect(sentBody().current_password).toBeUndefined();
    expect(await screen.findByText('Vaš nalog je sačuvan.')).toBeTruthy();
  });

  it('business details are checked in the browser with the same rules (a wrong PIB)', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    renderWithRouter(<AccountForm user={user} />);
    fireEvent.click(screen.getByLabelText(/^Pravno lice/));
    type('Poslovno ime', 'Gazda d.o.o.');
    type('PIB', '104052136');
    type('Matični broj', '20084693');
    fireEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(
      await screen.findByText('Kontrolna cifra PIB-a se ne slaže: proverite broj'),
    ).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a new e-mail asks for the password, shows the server's field errors, then the mailbox hint", async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValueOnce(
          jsonResponse(422, {
            message: 'Greška u validaciji',
            errors: { current_password: ['Trenutna lozinka nije tačna'] },
          }),
        )
        .mockResolvedValueOnce(
          // The address stays until the mailed link is opened; the new one is pending.
          jsonResponse(200, {
            data: { ...user, pending_email: 'nova@example.rs' },
            message: 'Poslali smo link za potvrdu na nova@example.rs.',
          }),
        ),
    );
    renderWithRouter(<AccountForm user={user} />);
    type('E-mail adresa', 'nova@example.rs');
    type('Trenutna lozinka', 'pogresna');
    fireEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect((await screen.findAllByText('Trenutna lozinka nije tačna')).length).toBeGreaterThan(0);
    expect(sentBody()).toMatchObject({ email: 'nova@example.rs', current_password: 'pogresna' });

    type('Trenutna lozinka', 'ispravna');
    fireEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(
      await screen.findByText(
        'Poslali smo link za potvrdu na nova@example.rs. Vaša e-mail adresa se menja kada ga otvorite.',
      ),
    ).toBeTruthy();
    // The form shows the address the account still has.
    expect((screen.getByLabelText(/^E-mail adresa/) as HTMLInputElement).value).toBe(user.email);
  });

  it('shows the address waiting for its link, in sr and en', () => {
    const pending = { ...user, pending_email: 'nova@example.rs' };
    const { unmount } = renderWithRouter(<AccountForm user={pending} />);
    expect(screen.getByTestId('email-pending').textContent).toBe(
      'Čeka potvrdu: nova@example.rs. Vaša adresa se menja kada otvorite link koji smo poslali na nju.',
    );
    unmount();
    setLocale('en');
    renderWithRouter(<AccountForm user={pending} />);
    expect(screen.getByTestId('email-pending').textContent).toBe(
      'Waiting for confirmation: nova@example.rs. Your address changes once you open the link we sent there.',
    );
  });

  it('shows no pending address when none is waiting', () => {
    renderWithRouter(<AccountForm user={user} />);
    expect(screen.queryByTestId('email-pending')).toBeNull();
  });
});
