import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { renderWithRouter } from '../../../test/render';
import { StepFooter } from './step-footer';

const base = {
  isFirst: false,
  isSubmitStep: false,
  hasForm: true,
  saving: false,
  onBack: () => {},
};

describe('step footer (docs/rules/product.md §2 "Listing form")', () => {
  beforeEach(() => setLocale('sr'));

  it('a new listing has Back and Continue', () => {
    renderWithRouter(<StepFooter {...base} status="draft" />);
    expect(screen.getByRole('button', { name: 'Nazad' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nastavi' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sačuvaj izmene' })).toBeNull();
  });

  it('a draft on its last data step submits for review', () => {
    renderWithRouter(<StepFooter {...base} status="draft" isSubmitStep />);
    expect(screen.getByRole('button', { name: 'Pošalji na proveru' })).toBeTruthy();
  });

  it.each(['pending', 'pending_fix', 'listed', 'unlisted'] as const)(
    'once %s the button is Update and there is no Back',
    (status) => {
      renderWithRouter(<StepFooter {...base} status={status} />);
      expect(screen.getByRole('button', { name: 'Sačuvaj izmene' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Nazad' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Nastavi' })).toBeNull();
    },
  );

  it('the button is disabled while saving (no double submits)', () => {
    renderWithRouter(<StepFooter {...base} status="draft" saving />);
    const button = screen.getByRole('button', { name: /Nastavi/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
