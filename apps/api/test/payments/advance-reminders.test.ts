import { addDays, localDateAt } from '@gazda/domain/dates';
import { describe, expect, it } from 'vitest';
import { runAdvanceReminders } from '../../src/features/payments/advance-reminder-job';
import { mailsTo } from '../helpers/outbox';
import { testApp } from '../helpers/test-app';
import { bookedStay, registerAdmin, setRate } from './fixtures';

describe('[PAYMENTS] the reminder the day before the advance is due', () => {
  it('goes once, with the QR, however many processes run the job at the same time', async () => {
    const { app, db } = await testApp();
    const today = localDateAt(Date.now(), 'Europe/Belgrade');
    await setRate(await registerAdmin(), today, '117.1727');
    const { guest, id } = await bookedStay();
    await db
      .updateTable('reservations')
      .set({ advance_due_date: addDays(today, 1) })
      .where('id', '=', id)
      .execute();
    const [a, b] = await Promise.all([
      runAdvanceReminders(app.deps),
      runAdvanceReminders(app.deps),
    ]);
    expect([...a, ...b].filter((x) => x === id)).toEqual([id]);
    expect(await runAdvanceReminders(app.deps)).not.toContain(id);
    await app.deps.mailer.deliverDue();
    const reminders = (await mailsTo(guest.email)).filter((m) => m.subject.includes('sutra'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.images).toHaveLength(1);
  });

  it('a paid advance gets no reminder', async () => {
    const { app, db } = await testApp();
    const today = localDateAt(Date.now(), 'Europe/Belgrade');
    const { id } = await bookedStay();
    await db
      .updateTable('reservations')
      .set({ advance_due_date: addDays(today, 1), advance_paid: true })
      .where('id', '=', id)
      .execute();
    expect(await runAdvanceReminders(app.deps)).not.toContain(id);
  });
});
