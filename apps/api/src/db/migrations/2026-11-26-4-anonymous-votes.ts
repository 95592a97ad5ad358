// A deleted account's votes stay, without its name, so contest
// totals never move. The vote-totals trigger counts inserts and deletes only: setting user_id to
// null changes no total. Two null user_ids never collide in the one-free-vote-a-day index.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table votes alter column user_id drop not null`.execute(db);
  await sql`alter table votes drop constraint votes_user_id_fkey`.execute(db);
  await sql`alter table votes add constraint votes_user_id_fkey foreign key (user_id) references users (userid) on delete set null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from votes where user_id is null`.execute(db);
  await sql`alter table votes drop constraint votes_user_id_fkey`.execute(db);
  await sql`alter table votes add constraint votes_user_id_fkey foreign key (user_id) references users (userid) on delete cascade`.execute(db);
  await sql`alter table votes alter column user_id set not null`.execute(db);
}
