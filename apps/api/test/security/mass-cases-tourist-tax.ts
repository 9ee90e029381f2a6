import { touristTaxPaths } from '@gazda/contracts/paths';
import { as } from '../helpers/calendar-fixtures';
import { registerAdmin } from '../listings/fixtures';
import type { Route } from './authz-world';
import { db, LONG_AGO, out, type Case } from './mass-common';

/** Mass assignment on the operator's tourist tax rates: only city, per_night and valid_from. */
export async function touristTaxCases(): Promise<Record<Route, Case>> {
  const admin = await registerAdmin();
  const city = `Masograd ${process.pid}`;
  return {
    'PUT /api/admin/tourist-tax-rates': {
      extras: { id: 987_654, city_key: 'beograd', updated_at: LONG_AGO },
      run: async (extras) => {
        const body = { city, per_night: 10_000, valid_from: '2027-01-01', ...extras };
        const answer = await as(admin, 'PUT', touristTaxPaths.rates, body);
        const rows = await (
          await db()
        )
          .selectFrom('tourist_tax_rates')
          .selectAll()
          .where('city', '=', city)
          .execute();
        return out(answer, rows);
      },
    },
  };
}
