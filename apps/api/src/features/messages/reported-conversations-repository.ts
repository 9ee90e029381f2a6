import type { Db } from '../../db/database';
import type { ConversationRow } from './messages-repository';

/*
 * A conversation's report and the operator's reads of it (the operator's list of reported
 * conversations, docs/rules/messages.md).
 */

/** The first report stays: its time, its reporter and their reason. */
export async function markReported(
  db: Db,
  id: number,
  report: { by: number; reason: string | null; now: Date },
): Promise<void> {
  await db
    .updateTable('conversations')
    .set({ reported_at: report.now, reported_by: report.by, report_reason: report.reason })
    .where('id', '=', id)
    .where('reported_at', 'is', null)
    .execute();
}

/** The operator's first read of a reported conversation. */
export async function markOperatorRead(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('conversations')
    .set({ operator_read_at: now })
    .where('id', '=', id)
    .where('operator_read_at', 'is', null)
    .execute();
}

export type ReportedRow = Pick<
  ConversationRow,
  | 'id'
  | 'listing_id'
  | 'guest_id'
  | 'host_id'
  | 'listing_name_sr'
  | 'listing_name_en'
  | 'guest_first_name'
  | 'guest_last_name'
  | 'host_first_name'
  | 'host_last_name'
> & {
  reported_at: Date;
  reported_by: number | null;
  report_reason: string | null;
  operator_read_at: Date | null;
};

/** Reported conversations, newest report first (the operator's list). */
export async function reportedPage(
  db: Db,
  page: { page: number; perPage: number },
): Promise<{ rows: ReportedRow[]; total: number }> {
  const reported = db.selectFrom('conversations as c').where('c.reported_at', 'is not', null);
  const rows = await reported
    .innerJoin('listings as l', 'l.id', 'c.listing_id')
    .innerJoin('users as g', 'g.id', 'c.guest_id')
    .innerJoin('users as h', 'h.id', 'c.host_id')
    .select([
      'c.id',
      'c.listing_id',
      'c.guest_id',
      'c.host_id',
      'c.reported_at',
      'c.reported_by',
      'c.report_reason',
      'c.operator_read_at',
      'l.name_sr as listing_name_sr',
      'l.name_en as listing_name_en',
      'g.first_name as guest_first_name',
      'g.last_name as guest_last_name',
      'h.first_name as host_first_name',
      'h.last_name as host_last_name',
    ])
    .orderBy('c.reported_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage)
    .execute();
  const count = await reported
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows: rows as ReportedRow[], total: Number(count.total) };
}
