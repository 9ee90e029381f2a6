import { calendarPaths } from '@gazda/contracts/paths';
import { instantHost } from '../bookings/fixtures';
import { as, icalApp } from '../helpers/calendar-fixtures';
import { latestMailTo, linksIn } from '../helpers/outbox';
import { registerUser } from '../helpers/test-app';
import {
  infoStep,
  jpeg,
  locationStep,
  pricingStep,
  propertyStep,
  refs,
  registerAdmin,
  reservationStep,
  termsStep,
  upload,
} from '../listings/fixtures';
import type { Route } from './authz-world';
import {
  db,
  FAR,
  LONG_AGO,
  listingRows,
  out,
  ownListing,
  type Case,
  type Forbidden,
} from './mass-common';

/** Mass assignment on listings, photos, the operator's review and iCal imports. */
export async function listingCases({ v, listing, rule }: Forbidden): Promise<Record<Route, Case>> {
  const r = await refs('apartment');
  return {
    'POST /api/panel/ads': {
      extras: listing,
      run: async (extras) => {
        const host = await registerUser();
        const answer = await as(host, 'POST', '/api/panel/ads', {
          category: 'apartment',
          ...extras,
        });
        return out(answer, await listingRows(answer.body?.data?.id ?? 0));
      },
    },
    'PATCH /api/panel/ads/{id}': {
      extras: { ...listing, terms_accepted_at: LONG_AGO },
      run: async (extras) => {
        // Every step of the wizard, each with the extras.
        const { host, id } = await ownListing();
        let last = { status: 0, text: '' };
        for (const body of [
          infoStep(r),
          propertyStep,
          locationStep,
          { step: 'tags', tag_ids: r.tagIds },
          pricingStep,
          reservationStep,
          termsStep,
        ]) {
          last = await as(host, 'PATCH', `/api/panel/ads/${id}`, { ...body, ...extras });
          if (last.status !== 200 && last.status !== 422) break;
        }
        return out(last, await listingRows(id));
      },
    },
    'POST /api/panel/ads/{id}/delete-confirm': {
      extras: listing,
      run: async (extras) => {
        // The real mailed link, so the deletion happens: only its own fields may change.
        const { host, id } = await ownListing();
        await as(host, 'POST', `/api/panel/ads/${id}/delete-request`);
        const mail = await latestMailTo(host.email, '/listings/delete-confirm');
        const link = new URL(linksIn(mail.text).find((l) => l.includes('/delete-confirm'))!);
        const answer = await as(host, 'POST', `/api/panel/ads/${id}/delete-confirm`, {
          ...extras,
          expires: Number(link.searchParams.get('expires')),
          signature: link.searchParams.get('signature'),
        });
        return out(answer, await listingRows(id));
      },
    },
    'PUT /api/panel/ads/{id}/photos/order': {
      extras: {
        listing_id: v.listing,
        path: 'listings/1/forged.jpg',
        position: 99,
        width: 1,
        created_at: LONG_AGO,
      },
      run: async (extras) => {
        const { host, id } = await ownListing();
        const ids: number[] = [];
        for (const width of [640, 641])
          ids.push((await upload(host.token, id, await jpeg(width, 480))).body.data.id);
        const answer = await as(host, 'PUT', `/api/panel/ads/${id}/photos/order`, {
          ids: ids.reverse(),
          ...extras,
        });
        const rows = await (
          await db()
        )
          .selectFrom('listing_photos')
          .selectAll()
          .where('listing_id', 'in', [id, v.listing])
          .execute();
        return out(answer, rows);
      },
    },
    'POST /api/admin/ads/{id}/request-fix': {
      extras: listing,
      run: async (extras) => {
        const { id } = await ownListing('pending');
        const admin = await registerAdmin();
        const answer = await as(admin, 'POST', `/api/admin/ads/${id}/request-fix`, {
          errors: { sr: 'Popravi', en: 'Fix' },
          ...extras,
        });
        return out(answer, await listingRows(id));
      },
    },
    'POST /api/calendar/{id}/ical-imports': {
      extras: {
        ...rule,
        event_count: 99,
        last_success_at: LONG_AGO,
        next_fetch_at: FAR,
        last_error: 'forged',
        last_error_status: 599,
      },
      run: async (extras) => {
        const host = await instantHost();
        const ical = await icalApp();
        try {
          const answer = await as(
            host,
            'POST',
            calendarPaths.icalImports(host.listingId),
            { url: 'http://127.0.0.1:9/cal.ics', name: 'Feed', ...extras },
            ical.baseUrl,
          );
          const rows = await (
            await db()
          )
            .selectFrom('ical_imports')
            .selectAll()
            .where('listing_id', 'in', [host.listingId, v.listing])
            .execute();
          return out(answer, rows);
        } finally {
          await ical.app.close();
        }
      },
    },
  };
}
