// One query over every searchable table (docs/decisions/150-french-search-in-the-database.md). Each table's `search`
// column (French stems and plain words, accents folded) is matched by its GIN index; results are
// ranked per kind and the best of each kept. The query words reach SQL as bound parameters only.
import { CONTEST_NEWS_KEYWORD, type SearchKind } from '@station/shared';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export interface SearchRow {
  kind: SearchKind;
  id: number;
  title: string;
  body: string;
  image: string | null;
  category: string | null;
  total: string | number;
}

/** Every word must match (AND); a word matches as a French stem or a plain word, by prefix. */
function tsquery(words: string[]): RawBuilder<unknown> {
  const parts = words.map(
    (word) => sql`(to_tsquery('french', station_fold(${word}) || ':*') || to_tsquery('simple', station_fold(${word}) || ':*'))`,
  );
  return sql.join(parts, sql` && `);
}

export async function searchRows(db: Kysely<Database>, words: string[], type: SearchKind | undefined, limit: number): Promise<SearchRow[]> {
  const result = await sql<SearchRow>`
    with q as (select ${tsquery(words)} as query),
    hits as (
      select 'programme'::text as kind, p.id, p.title, coalesce(p.host, '') || ' ' || coalesce(p.description, '') as body, null::text as image, null::text as category, ts_rank(p.search, q.query) as rank
        from programmes p, q where p.search @@ q.query
      union all
      select 'emission', e.id, e.title, e.description, e.img_url, null, ts_rank(e.search, q.query)
        from emissions e, q where e.search @@ q.query
      union all
      -- A replay's title leads to its emission.
      select 'emission', e.id, e.title, f.title || ' — ' || e.description, e.img_url, null, ts_rank(f.search, q.query) * 0.9
        from emission_audio_files f join emissions e on e.id = f.emission_id, q where f.search @@ q.query
      union all
      select 'mix', m.mixid, m.titre, m.description, m.img_url, m.categorie, ts_rank(m.search, q.query)
        from mixes m, q where m.search @@ q.query
      union all
      select case when position(${CONTEST_NEWS_KEYWORD} in lower(a.categorie)) > 0 then 'contest_news' else 'news' end,
          a.actualiteid, a.title, a.description || ' ' || coalesce(a.content, ''), a.img_url, a.categorie, ts_rank(a.search, q.query)
        from actualites a, q where a.search @@ q.query
      union all
      select 'presenter', an.animateurid, btrim(an.prenom || ' ' || an.nom), an.categorie || ' — ' || an.description, an.img_url, an.categorie, ts_rank(an.search, q.query)
        from animateurs an, q where not an.hidden and an.search @@ q.query
      union all
      select 'talent', t.talonid, t.nom_artiste, coalesce(t.genre_musical, '') || ' — ' || coalesce(t.biographie, ''), t.avatar_url, t.genre_musical, ts_rank(t.search, q.query)
        from talons t, q where t.search @@ q.query
      union all
      select 'contest', c.concoursid, c.nom_concours, c.description, c.img_url, null, ts_rank(c.search, q.query)
        from concours c, q where c.status = 'active' and c.search @@ q.query
    ),
    best as (select distinct on (kind, id) * from hits order by kind, id, rank desc),
    ranked as (
      select *, row_number() over (partition by kind order by rank desc, id desc) as n, count(*) over (partition by kind) as total
        from best where ${type ?? null}::text is null or kind = ${type ?? null}::text
    )
    select kind, id, title, body, image, category, total from ranked where n <= ${limit} order by kind, n`.execute(db);
  return result.rows;
}
