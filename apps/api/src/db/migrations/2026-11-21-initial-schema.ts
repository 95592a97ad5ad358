// The station's whole data model. Kysely<any>: migrations
// never import app code, so they stay valid whatever the app's types become. The statements are
// split by domain in ./initial-schema/ to stay readable; they belong to this migration only.
import { type Kysely, sql } from 'kysely';
import { accountsDown, accountsUp } from './initial-schema/accounts.ts';
import { communityDown, communityUp } from './initial-schema/community.ts';
import { contentDown, contentUp } from './initial-schema/content.ts';
import { contestsDown, contestsUp } from './initial-schema/contests.ts';

async function run(db: Kysely<any>, statements: string[]) {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('source', 'text', (col) => col.notNull().defaultTo('footer'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await run(db, [...accountsUp, ...contentUp, ...contestsUp, ...communityUp]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, [...communityDown, ...contestsDown, ...contentDown, ...accountsDown]);
  await db.schema.dropTable('newsletter_subscriptions').execute();
}
