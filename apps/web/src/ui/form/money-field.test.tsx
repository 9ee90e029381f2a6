import { pricingStepSchema } from '@gazda/contracts/listings';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors, useZodForm } from '../../lib/form';
import { setLocale } from '../../lib/i18n';
import { renderWithRouter } from '../../test/render';
import { MoneyField } from './money-field';

const schema = pricingStepSchema.pick({ base_price: true, weekend_price: true });
type Sent = { base_price: number; weekend_price: number | null };

/** A form of two amounts; `refusal` is what the server answers to its submit. */
function Harness(props: {
  base: number | null;
  onSubmit: (values: Sent) => void;
  refusal?: ApiError;
}) {
  const form = useZodForm(schema, {
    defaultValues: { base_price: props.base as number, weekend_price: null },
  });
  const submit = form.handleSubmit((values) => {
    props.onSubmit(values);
    if (props.refusal) applyServerErrors(props.refusal, form.setError, ['base_price']);
  });
  return (
    <form onSubmit={submit} noValidate>
      <MoneyField control={form.control} name="base_price" label="Cena" currency="EUR" required />
      <MoneyField control={form.control} name="weekend_price" label="Vikend" currency="EUR" />
      <button type="submit">Sačuvaj</button>
    </form>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('money field', () => {
  beforeEach(() => setLocale('sr'));

  it('shows minor units as major ones, in the language’s way, with the currency', () => {
    renderWithRouter(<Harness base={450050} onSubmit={() => {}} />);
    expect(field('Cena').value).toBe('4.500,5');
    expect(field('Vikend').value).toBe('');
    expect(screen.getAllByText('EUR')).toHaveLength(2);
  });

  it('sends what is typed in integer minor units, and empty as null', async () => {
    const onSubmit = vi.fn();
    renderWithRouter(<Harness base={null} onSubmit={onSubmit} />);
    await userEvent.type(field('Cena'), '45,50');
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ base_price: 4550, weekend_price: null }),
    );
  });

  it('says that a required amount is missing, in the panel’s language', async () => {
    const onSubmit = vi.fn();
    renderWithRouter(<Harness base={null} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(await screen.findByText('Obavezno polje')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's message on the field and focuses it", async () => {
    const refusal = new ApiError(422, 'Greška u podacima', { base_price: ['Cena je previsoka'] });
    renderWithRouter(<Harness base={100} onSubmit={() => {}} refusal={refusal} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(await screen.findByText('Cena je previsoka')).toBeTruthy();
    expect(document.activeElement).toBe(field('Cena'));
    expect(field('Cena').getAttribute('aria-invalid')).toBe('true');
  });
});
