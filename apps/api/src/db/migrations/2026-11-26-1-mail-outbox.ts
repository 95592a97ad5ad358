// The mail queue. Requests only add a row; a sender (any API process) claims rows
// atomically (FOR UPDATE SKIP LOCKED), so each mail has exactly one sender, retried with backoff.
// In the demo without SMTP the mails stay here for admins to read ('Courriels envoyés').
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table mail_outbox (
    id integer generated always as identity primary key,
    kind text not null,
    to_address text not null,
    subject text not null,
    text_body text,
    html_body text,
    headers jsonb not null default '{}'::jsonb,
    status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'kept', 'failed')),
    attempts integer not null default 0,
    next_attempt_at timestamptz not null default now(),
    locked_until timestamptz,
    last_error text,
    created_at timestamptz not null default now(),
    sent_at timestamptz
  )`.execute(db);
  await sql`create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where status in ('pending', 'sending')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists mail_outbox`.execute(db);
}
