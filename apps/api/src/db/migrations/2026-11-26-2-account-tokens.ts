// Single-use links sent by mail (password reset, address confirmation). Only the
// SHA-256 of a link's token is stored; the row goes with its account (foreign key, cascade).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table account_tokens (
    id integer generated always as identity primary key,
    token_hash text not null unique,
    purpose text not null check (purpose in ('password_reset', 'email_verification')),
    account_role text not null,
    account_id integer not null,
    email text not null,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz,
    foreign key (account_role, account_id) references account_emails (role, account_id) on delete cascade
  )`.execute(db);
  await sql`create index account_tokens_account_idx on account_tokens (account_role, account_id)`.execute(db);
  await sql`create index account_tokens_expires_idx on account_tokens (expires_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists account_tokens`.execute(db);
}
