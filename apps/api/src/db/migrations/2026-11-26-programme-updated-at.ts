// The subscribed programme calendar tells apps when an event last changed (LAST-MODIFIED,
// SEQUENCE), so a moved show is updated in place rather than duplicated.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table programmes add column updated_at timestamptz not null default now()`.execute(db);
  await sql`update programmes set updated_at = created_at`.execute(db);
  await sql`alter table programmes add column revision integer not null default 0 check (revision >= 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table programmes drop column if exists revision`.execute(db);
  await sql`alter table programmes drop column if exists updated_at`.execute(db);
}
