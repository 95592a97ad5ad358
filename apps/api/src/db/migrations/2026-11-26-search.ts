// French full-text search in the database itself (docs/decisions/150-french-search-in-the-database.md). Each searchable
// table gets a stored generated tsvector, kept by Postgres on every write, with a GIN index. Accents
// are folded by station_fold(), a plain SQL function (translate + lower): the unaccent extension is
// not in PGlite's default build and may not be installable on a managed Postgres, and its function
// is not immutable, so it could not feed a generated column anyway. Each text is indexed twice:
// French stems (musiques → musiqu) and whole words (simple), so a word being typed matches by prefix
// even where its stem would not ('electroniq' is no prefix of the stem 'electron').
import { type Kysely, sql } from 'kysely';

const FROM = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝŸýÿ';
const TO = 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYYyy';

/** One text at one weight, French stems and plain words. */
const part = (weight: 'A' | 'B' | 'C' | 'D', column: string) =>
  `setweight(to_tsvector('french'::regconfig, station_fold(coalesce(${column}, ''))), '${weight}') || setweight(to_tsvector('simple'::regconfig, station_fold(coalesce(${column}, ''))), '${weight}')`;

const SEARCHED: Array<[table: string, parts: Array<[weight: 'A' | 'B' | 'C' | 'D', column: string]>]> = [
  ['programmes', [['A', 'title'], ['B', 'host'], ['C', 'description']]],
  ['emissions', [['A', 'title'], ['C', 'description']]],
  ['emission_audio_files', [['A', 'title']]],
  ['mixes', [['A', 'titre'], ['B', 'categorie'], ['C', 'description']]],
  ['actualites', [['A', 'title'], ['B', 'hoster_name'], ['C', 'description'], ['D', 'content']]],
  ['animateurs', [['A', 'prenom'], ['A', 'nom'], ['B', 'categorie'], ['C', 'description']]],
  ['talons', [['A', 'nom_artiste'], ['A', 'nom_complet'], ['B', 'genre_musical'], ['C', 'biographie']]],
  ['concours', [['A', 'nom_concours'], ['C', 'description']]],
];

export async function up(db: Kysely<any>): Promise<void> {
  if (FROM.length !== TO.length) throw new Error('station_fold: the two alphabets differ in length');
  await sql
    .raw(
      `create function station_fold(value text) returns text language sql immutable parallel safe as $$
        select lower(replace(replace(replace(replace(replace(translate(value, '${FROM}', '${TO}'), 'Œ', 'oe'), 'œ', 'oe'), 'Æ', 'ae'), 'æ', 'ae'), 'ß', 'ss'))
      $$`,
    )
    .execute(db);
  for (const [table, parts] of SEARCHED) {
    const vector = parts.map(([weight, column]) => part(weight, column)).join(' || ');
    await sql.raw(`alter table ${table} add column search tsvector generated always as (${vector}) stored`).execute(db);
    await sql.raw(`create index ${table}_search_idx on ${table} using gin (search)`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table] of SEARCHED) await sql.raw(`alter table ${table} drop column if exists search`).execute(db);
  await sql`drop function if exists station_fold(text)`.execute(db);
}
