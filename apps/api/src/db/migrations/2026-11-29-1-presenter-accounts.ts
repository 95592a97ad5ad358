// A presenter (animateur, a content record) may be linked to one account, whatever its role, so
// that its holder takes the air from the app during the presenter's own programme slots. The
// account keeps its role; deleting the account unlinks the presenter.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table animateurs
    add column account_role text,
    add column account_id integer,
    add constraint animateurs_account_unique unique (account_role, account_id),
    add constraint animateurs_account_fk foreign key (account_role, account_id) references account_emails (role, account_id) on delete set null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table animateurs drop column if exists account_role, drop column if exists account_id`.execute(db);
}
