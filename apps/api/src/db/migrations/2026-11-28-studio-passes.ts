// One-use passes to Liquidsoap's harbor for the browser studio ('Prendre l'antenne'). Only the
// SHA-256 of a pass is stored; a pass goes with its account (foreign key, cascade).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table studio_passes (
    id integer generated always as identity primary key,
    pass_hash text not null unique,
    account_role text not null,
    account_id integer not null,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz,
    used_from text,
    foreign key (account_role, account_id) references account_emails (role, account_id) on delete cascade
  )`.execute(db);
  await sql`create index studio_passes_expires_idx on studio_passes (expires_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists studio_passes`.execute(db);
}
