import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { takeRedirectAfterVerify } from '../features/auth/redirect-after-verify';
import { setLocale } from '../lib/i18n';
import { getToken } from '../lib/session';
import { jsonResponse, renderWithRouter } from '../test/render';
import { RegisterRoute } from './register';

async function fillAndSubmit(email: string, submit: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /^(Ime|First name)/ }), 'Milica');
  await userEvent.type(screen.getByRole('textbox', { name: /^(Prezime|Last name)/ }), 'Jovanović');
  await userEvent.type(
    screen.getByRole('textbox', { name: /^(E-mail adresa|E-mail address)/ }),
    email,
  );
  for (const field of screen.getAllByLabelText(
    /^(Lozinka|Ponovite lozinku|Password|Repeat the password)/,
  ))
    await userEvent.type(field, 'planina-i-reka-7');
  await userEvent.click(screen.getByRole('button', { name: submit }));
}

/** Issue #10 item 6: register says the same for every address; nobody is logged in by it. */
describe('register screen', () => {
  beforeEach(() => setLocale('sr'));

  it.each([
    ['sr', 'Napravi nalog', 'Proverite e-poštu', 'Nazad na prijavu', 'Adresa: milica@example.rs'],
    [
      'en',
      'Create the account',
      'Check your e-mail',
      'Back to log in',
      'Address: milica@example.rs',
    ],
  ] as const)(
    '(%s) 202: the form gives way to "check your e-mail", no token kept',
    async (lang, submit, title, back, address) => {
      setLocale(lang);
      const message = `server says: link sent to milica@example.rs (${lang})`;
      const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(202, { message }));
      vi.stubGlobal('fetch', fetchMock);
      renderWithRouter(<RegisterRoute />, '/register');
      await fillAndSubmit('milica@example.rs', submit);

      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toContain(message);
      expect(screen.getByText(address)).toBeTruthy();
      expect(screen.getByRole('link', { name: back }).getAttribute('href')).toBe('/login');
      expect(screen.queryByRole('button', { name: submit })).toBeNull();
      expect(getToken()).toBeNull();
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(String(url)).toContain('/api/register');
      expect(JSON.parse(String(init?.body))).toMatchObject({ email: 'milica@example.rs', lang });
    },
  );

  it('made on the way somewhere: remembers it for the link and keeps it on the login link', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(202, { message: 'poslato' })),
    );
    renderWithRouter(<RegisterRoute />, '/register?redirect=%2Fads%2F10');
    await fillAndSubmit('milica@example.rs', 'Napravi nalog');
    const back = await screen.findByRole('link', { name: 'Nazad na prijavu' });
    expect(back.getAttribute('href')).toBe('/login?redirect=%2Fads%2F10');
    expect(takeRedirectAfterVerify()).toBe('/ads/10');
  });

  it('422: the server field errors show under the fields and the form stays', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(
        jsonResponse(422, {
          message: 'Greška u validaciji',
          errors: { password: ['Lozinka je previše česta'] },
        }),
      ),
    );
    renderWithRouter(<RegisterRoute />, '/register');
    await fillAndSubmit('milica@example.rs', 'Napravi nalog');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByText('Lozinka je previše česta').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('button', { name: 'Napravi nalog' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Proverite e-poštu' })).toBeNull();
  });
});
