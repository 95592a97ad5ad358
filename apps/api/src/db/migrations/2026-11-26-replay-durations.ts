// Each replay's length, read from its audio file (at upload, or once by the
// feed for files stored before), for the feed's itunes:duration. Null until measured.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table emissions add column duration_seconds integer check (duration_seconds >= 0)`.execute(db);
  await sql`alter table emission_audio_files add column duration_seconds integer check (duration_seconds >= 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table emission_audio_files drop column if exists duration_seconds`.execute(db);
  await sql`alter table emissions drop column if exists duration_seconds`.execute(db);
}
