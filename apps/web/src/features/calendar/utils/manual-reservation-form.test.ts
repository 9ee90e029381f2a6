import { manualReservationBodySchema } from '@gazda/contracts/calendar';
import { describe, expect, it } from 'vitest';
import { editReservationFormSchema } from './manual-reservation-form';

const body = {
  check_in: '2027-01-27',
  check_out: '2027-01-29',
  guest_name: 'Petar Petrović',
  guests: 2,
  total: 12000,
  comment: '',
};

function problems(values: object) {
  const result = editReservationFormSchema(4).safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('the manual reservation form schema', () => {
  it('finds what the server finds in the same body', () => {
    for (const values of [
      body,
      { ...body, guest_name: '' },
      { ...body, guest_name: 'Pe' },
      { ...body, total: -1 },
      { ...body, total: 100_000_001 },
      { ...body, check_out: body.check_in },
      { ...body, check_in: '9999-01-01', check_out: '9999-01-02' },
    ]) {
      const server = manualReservationBodySchema.safeParse(values);
      expect(problems(values)).toEqual(
        server.success ? [] : server.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
      );
    }
  });

  it("holds the guests to the listing's maximum as well", () => {
    expect(problems({ ...body, guests: 4 })).toEqual([]);
    expect(problems({ ...body, guests: 5 })).toEqual(['guests: validation.max_value']);
  });
});
