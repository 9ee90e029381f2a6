import { type Kysely, sql } from 'kysely';

/*
 * The operator's list of reported conversations (features/messages/README.md): who reported it,
 * the reason given, and when the operator first read it, on the conversation itself (until now
 * only the parties' activity logs held them). Conversations reported before this are filled in
 * from those logs: the first report (the one `reported_at` keeps) and the first operator read.
 * Safe while older processes serve: new nullable columns they never read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table conversations add column reported_by bigint
    references users (id) on delete set null`.execute(db);
  await sql`alter table conversations add column report_reason text`.execute(db);
  await sql`alter table conversations add column operator_read_at timestamptz`.execute(db);
  await sql`create index conversations_reported on conversations (reported_at desc, id desc)
    where reported_at is not null`.execute(db);

  // Each report is logged once for each party; the first is enough. Its value was written as the
  // JSON text of the reason (or of `true`: none given), so the stored string is read as JSON again.
  await sql`update conversations c set
      reported_by = a.actor_id,
      report_reason = case when jsonb_typeof((a.to_value #>> '{}')::jsonb) = 'string'
        then (a.to_value #>> '{}')::jsonb #>> '{}' end
    from (
      select distinct on (entity_id) entity_id, actor_id, to_value
      from activity_log
      where entity = 'conversation' and field = 'reported'
      order by entity_id, created_at, id
    ) a
    where a.entity_id = c.id and c.reported_at is not null`.execute(db);
  await sql`update conversations c set operator_read_at = a.read_at
    from (
      select entity_id, min(created_at) as read_at
      from activity_log
      where entity = 'conversation' and field = 'operator_read'
      group by entity_id
    ) a
    where a.entity_id = c.id and c.reported_at is not null`.execute(db);
  // Those log values were JSON text inside JSON ("\"Spam\""); written once from now on, and the
  // older ones unwrapped, so the activity log shows the reason as written.
  await sql`update activity_log set to_value = (to_value #>> '{}')::jsonb
    where entity = 'conversation' and field in ('reported', 'operator_read')
      and jsonb_typeof(to_value) = 'string'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists conversations_reported`.execute(db);
  for (const column of ['operator_read_at', 'report_reason', 'reported_by'])
    await sql`alter table conversations drop column if exists ${sql.id(column)}`.execute(db);
}
