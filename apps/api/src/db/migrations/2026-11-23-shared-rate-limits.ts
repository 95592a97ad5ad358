// Rate limits and login throttling shared by every API process
// (docs/decisions/082-shared-limits-and-login-throttling.md), so N replicas enforce one limit.
// One row per (bucket, hashed key): a fixed window that starts at its first hit, counted by an
// atomic upsert. Keys are SHA-256 hashes: no email or address stored.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table rate_limit_counters (
    bucket text not null,
    key_hash text not null,
    count integer not null,
    window_start timestamptz not null,
    last_hit_at timestamptz not null,
    primary key (bucket, key_hash)
  )`.execute(db);
  await sql`create index rate_limit_counters_window_idx on rate_limit_counters (window_start)`.execute(db);
  // (email, address) pairs that signed in successfully: the owner's usual places.
  await sql`create table login_known_addresses (
    key_hash text primary key,
    last_success_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists login_known_addresses`.execute(db);
  await sql`drop table if exists rate_limit_counters`.execute(db);
}
