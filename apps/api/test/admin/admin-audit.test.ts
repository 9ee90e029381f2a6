import { bookingPaths, listingsPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import {
  answer,
  as,
  book,
  expectStatus,
  guest,
  instantHost,
  pendingInquiry,
} from '../bookings/fixtures';
import { createListing } from '../helpers/calendar-fixtures';
import { mailsTo } from '../helpers/outbox';
import { api, testApp } from '../helpers/test-app';
import { registerAdmin } from '../listings/fixtures';

/*
 * Issue 7, audit: every operator step leaves an activity entry whose author is the operator, on
 * the affected user's log (the listing's owner; for a booking, the host).
 */
async function entriesBy(actorId: number, entity: string, entityId: number) {
  const { db } = await testApp();
  return db
    .selectFrom('activity_log')
    .select(['user_id', 'actor_id', 'field', 'from_value', 'to_value'])
    .where('actor_id', '=', actorId)
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .execute();
}

describe('[ADMIN] the owner hears the review outcome', () => {
  it('approve and request-fix mail the owner in the owner’s language, with the reviewer’s text', async () => {
    const admin = await registerAdmin();
    const host = await instantHost();
    await api('POST', '/api/user-settings/update-settings', {
      token: host.token,
      body: { lang: 'sr' },
    });
    const fixMe = await createListing(host.id, { status: 'pending', name_sr: 'Stan za izmene' });
    const approveMe = await createListing(host.id, {
      status: 'pending',
      name_sr: 'Stan za objavu',
    });
    const fix = { errors: { sr: 'Dodajte fotografije kupatila', en: 'Add bathroom photos' } };
    expectStatus(await as(admin, 'POST', listingsPaths.adminRequestFix(fixMe), fix), 200);
    expectStatus(await as(admin, 'POST', listingsPaths.adminApprove(approveMe)), 200);
    await (await testApp()).app.deps.tasks.idle();

    const mails = await mailsTo(host.email);
    const fixMail = mails.find((m) => m.subject === 'Vaš oglas treba da dopunite');
    expect(fixMail?.text).toContain('Stan za izmene');
    expect(fixMail?.text).toContain('Dodajte fotografije kupatila');
    expect(fixMail?.text).not.toContain('Add bathroom photos');
    const liveMail = mails.find((m) => m.subject === 'Vaš oglas je objavljen');
    expect(liveMail?.text).toContain('Stan za objavu');
    expect(liveMail?.text).toContain(`/listing/apartment/${approveMe}`);
  });
});

describe('[ADMIN] operator steps are logged with the operator as author', () => {
  it('approve and request-fix of a listing', async () => {
    const admin = await registerAdmin();
    const host = await instantHost();
    const fixMe = await createListing(host.id, { status: 'pending' });
    const approveMe = await createListing(host.id, { status: 'pending' });
    const fix = { errors: { sr: 'Dodajte fotografije', en: 'Add photos' } };
    expectStatus(await as(admin, 'POST', listingsPaths.adminRequestFix(fixMe), fix), 200);
    expectStatus(await as(admin, 'POST', listingsPaths.adminApprove(approveMe)), 200);

    const fixed = await entriesBy(admin.id, 'listing', fixMe);
    expect(fixed).toContainEqual(
      expect.objectContaining({ user_id: host.id, field: 'status', to_value: 'pending_fix' }),
    );
    const approved = await entriesBy(admin.id, 'listing', approveMe);
    expect(approved).toContainEqual(
      expect.objectContaining({ user_id: host.id, field: 'status', to_value: 'listed' }),
    );
  });

  it('confirming an inquiry, marking an advance paid and resolving a cancel request', async () => {
    const admin = await registerAdmin();
    const { host, guest: g, id: inquiryId } = await pendingInquiry();
    expectStatus(await answer(host, inquiryId, true), 200);
    expectStatus(await as(g, 'POST', bookingPaths.confirmInquiry(inquiryId)), 200);
    expectStatus(await as(admin, 'POST', bookingPaths.adminConfirmInquiry(inquiryId)), 200);
    expect(await entriesBy(admin.id, 'inquiry', inquiryId)).toContainEqual(
      expect.objectContaining({ user_id: host.id, to_value: 'realised' }),
    );

    const instant = await instantHost();
    const reservation = expectStatus(await book(await guest(), instant.listingId), 201).body.data;
    expectStatus(
      await as(admin, 'POST', bookingPaths.adminReservationAction(reservation.id, 'advance-paid')),
      200,
    );
    expectStatus(await as(instant, 'POST', bookingPaths.cancelRequest(reservation.id)), 200);
    expectStatus(
      await as(
        admin,
        'POST',
        bookingPaths.adminReservationAction(reservation.id, 'resolve-cancel'),
      ),
      200,
    );
    const logged = await entriesBy(admin.id, 'reservation', reservation.id);
    expect(logged).toContainEqual(
      expect.objectContaining({ user_id: instant.id, field: 'advance_paid', to_value: true }),
    );
    expect(logged).toContainEqual(
      expect.objectContaining({ user_id: instant.id, field: 'status', to_value: 'cancelled' }),
    );
  });
});
