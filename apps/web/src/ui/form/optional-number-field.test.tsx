import { reservationStepSchema } from '@gazda/contracts/listings';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors, useZodForm } from '../../lib/form';
import { setLocale } from '../../lib/i18n';
import { renderWithRouter } from '../../test/render';
import { OptionalNumberField } from './optional-number-field';

const schema = reservationStepSchema.pick({ weekend_min_stay: true });

function Harness(props: {
  start: number | null;
  onSubmit: (values: { weekend_min_stay: number | null }) => void;
  refusal?: ApiError;
}) {
  const form = useZodForm(schema, { defaultValues: { weekend_min_stay: props.start } });
  const submit = form.handleSubmit((values) => {
    props.onSubmit(values);
    if (props.refusal) applyServerErrors(props.refusal, form.setError, ['weekend_min_stay']);
  });
  return (
    <form onSubmit={submit} noValidate>
      <OptionalNumberField control={form.control} name="weekend_min_stay" label="Vikendom" />
      <button type="submit">Sačuvaj</button>
    </form>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Vikendom' }) as HTMLInputElement;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));

describe('optional number field', () => {
  beforeEach(() => setLocale('sr'));

  it('shows the number, or nothing for null', () => {
    const { unmount } = renderWithRouter(<Harness start={3} onSubmit={() => {}} />);
    expect(input().value).toBe('3');
    unmount();
    renderWithRouter(<Harness start={null} onSubmit={() => {}} />);
    expect(input().value).toBe('');
  });

  it('sends a typed whole number, and null once emptied', async () => {
    const onSubmit = vi.fn();
    renderWithRouter(<Harness start={2} onSubmit={onSubmit} />);
    await userEvent.clear(input());
    await userEvent.type(input(), '4');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ weekend_min_stay: 4 }));
    await userEvent.clear(input());
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ weekend_min_stay: null }));
  });

  it("shows the schema's limit and then the server's message on the field", async () => {
    const refusal = new ApiError(422, 'Greška u podacima', { weekend_min_stay: ['Predugo'] });
    renderWithRouter(<Harness start={400} onSubmit={() => {}} refusal={refusal} />);
    await save();
    expect(await screen.findByText(/365/)).toBeTruthy();
    await userEvent.clear(input());
    await userEvent.type(input(), '5');
    await save();
    expect(await screen.findByText('Predugo')).toBeTruthy();
    expect(document.activeElement).toBe(input());
  });
});
