// An account's address is confirmed when the link mailed to it is
// followed. Accounts that exist before this migration (the demo's, the first admin) count as
// confirmed: nobody is locked out of voting by an upgrade.
import { type Kysely, sql } from 'kysely';

const TABLES = ['users', 'talons', 'admins', 'admin_animateurs'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} add column email_verified_at timestamptz`.execute(db);
    await sql`update ${sql.table(table)} set email_verified_at = now()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await sql`alter table ${sql.table(table)} drop column if exists email_verified_at`.execute(db);
}
