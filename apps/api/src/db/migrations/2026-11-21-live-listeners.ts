// The listener count is the number of players whose heartbeat is recent. In the
// database rather than in memory so that every API instance behind a load balancer counts the same
// listeners. Unlogged: a heartbeat is worth nothing after a minute, so it is not worth the
// write-ahead log (and a crash that empties the table only hides listeners for one heartbeat).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create unlogged table live_listeners (
    listener_id text primary key,
    last_seen timestamptz not null default now()
  )`.execute(db);
  await sql`create index live_listeners_last_seen_idx on live_listeners (last_seen)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists live_listeners`.execute(db);
}
