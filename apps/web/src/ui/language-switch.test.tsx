import type { Locale } from '@gazda/i18n/locales';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../lib/i18n';
import { renderWithRouter } from '../test/render';
import { LanguageSwitch } from './language-switch';

function Harness({ disabled }: { disabled?: boolean }) {
  const [value, setValue] = useState<Locale>('sr');
  return <LanguageSwitch value={value} onChange={setValue} disabled={disabled} />;
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('language switch', () => {
  beforeEach(() => setLocale('en'));

  it('is a named radio group of SR and EN; choosing one checks it', () => {
    renderWithRouter(<Harness />);
    expect(screen.getByRole('radiogroup').getAttribute('aria-label')).toBeTruthy();
    expect([radio('SR').checked, radio('EN').checked]).toEqual([true, false]);
    fireEvent.click(radio('EN'));
    expect([radio('SR').checked, radio('EN').checked]).toEqual([false, true]);
  });

  it('offers Serbian Cyrillic first, each language named in itself', () => {
    renderWithRouter(<Harness />);
    const options = screen.getAllByRole('radio').map((input) => input.closest('label'));
    expect(options.map((label) => label?.textContent)).toEqual(['СР', 'SR', 'EN']);
    expect(options.map((label) => label?.getAttribute('lang'))).toEqual([
      'sr-Cyrl',
      'sr-Latn',
      'en',
    ]);
    expect(options[0]?.getAttribute('title')).toBe('Српски (ћирилица)');
    fireEvent.click(radio('СР'));
    expect(radio('СР').checked).toBe(true);
  });

  it('disabled while the language loads', () => {
    renderWithRouter(<Harness disabled />);
    expect(radio('EN').disabled).toBe(true);
  });
});
