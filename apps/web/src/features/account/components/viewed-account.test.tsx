import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { setToken } from '../../../lib/session';
import { demoUser, jsonResponse, renderWithRouter } from '../../../test/render';
import { ViewedAccount } from './viewed-account';

describe('an admin viewing a user account (viewAsAdmin)', () => {
  beforeEach(() => {
    setToken('tok');
  });

  it.each([
    [
      'sr',
      'Ovo je nalog korisnika Milica Jovanović (milica@example.rs)',
      /^Ime/,
      'Odjavi korisnika sa svih uređaja',
    ],
    [
      'en',
      'This is the account of Milica Jovanović (milica@example.rs)',
      /^First name/,
      'Sign this user out everywhere',
    ],
  ] as const)(
    '%s: shows that user, every field disabled, nothing sent',
    async (lang, notice, label, signOut) => {
      setLocale(lang);
      vi.stubGlobal(
        'fetch',
        vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { data: demoUser })),
      );
      const { container } = renderWithRouter(<ViewedAccount userId={7} />);

      expect(await screen.findByText(new RegExp(notice.replace(/[()]/g, '\\$&')))).toBeTruthy();
      const firstName = screen.getByLabelText(label) as HTMLInputElement;
      expect(firstName.value).toBe('Milica');
      expect(firstName.matches(':disabled')).toBe(true);
      // Every button of the form is disabled; the operator's one action stands outside it.
      const fieldset = container.querySelector('fieldset')!;
      for (const button of within(fieldset).getAllByRole('button'))
        expect(button.matches(':disabled')).toBe(true);
      const outside = screen.getAllByRole('button').filter((button) => !fieldset.contains(button));
      expect(outside.map((button) => button.textContent)).toEqual([signOut]);

      fireEvent.submit(container.querySelector('form')!);
      // react-hook-form's submit is async: give it the time it would need to send a PUT.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const calls = vi.mocked(fetch).mock.calls;
      expect(calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
      expect(String(calls[0]?.[0])).toContain('/api/admin/users/7');
    },
  );
});
