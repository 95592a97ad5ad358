// A mix's length, read from its audio file when it is uploaded ('Mix add'):
// shown on the card before the listener presses play. Null when the file could not be measured.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table mixes add column duration_seconds integer check (duration_seconds >= 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table mixes drop column if exists duration_seconds`.execute(db);
}
