// 'Suivre': a signed-in listener's followed programmes, the devices that asked for a Web
// Push reminder 10 minutes before a programme, the station's VAPID keys (made once, at first start),
// and one row per reminder and airing: the claim that makes two API processes send it once.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table programme_follows (
    id integer generated always as identity primary key,
    programme_id integer not null references programmes (id) on delete cascade,
    account_role text not null,
    account_id integer not null,
    created_at timestamptz not null default now(),
    unique (account_role, account_id, programme_id)
  )`.execute(db);
  await sql`create table push_subscriptions (
    id integer generated always as identity primary key,
    endpoint text not null unique,
    p256dh text not null,
    auth text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table programme_reminders (
    id integer generated always as identity primary key,
    programme_id integer not null references programmes (id) on delete cascade,
    subscription_id integer not null references push_subscriptions (id) on delete cascade,
    created_at timestamptz not null default now(),
    unique (programme_id, subscription_id)
  )`.execute(db);
  await sql`create index programme_reminders_programme_idx on programme_reminders (programme_id)`.execute(db);
  await sql`create table reminder_sends (
    reminder_id integer not null references programme_reminders (id) on delete cascade,
    airing_starts_at timestamptz not null,
    sent_at timestamptz not null default now(),
    primary key (reminder_id, airing_starts_at)
  )`.execute(db);
  await sql`create table vapid_keys (
    id smallint primary key default 1 check (id = 1),
    public_key text not null,
    private_key text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['vapid_keys', 'reminder_sends', 'programme_reminders', 'push_subscriptions', 'programme_follows'])
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
}
