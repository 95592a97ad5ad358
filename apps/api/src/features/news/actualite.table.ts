import type { Generated, GeneratedAlways } from 'kysely';

export interface ActualiteTable {
  actualiteid: GeneratedAlways<number>;
  title: string;
  img_url: string | null;
  categorie: string;
  date: Generated<string>;
  hoster_name: string | null;
  description: string;
  content: string | null;
  podcast_url: string | null;
  created_at: Generated<Date>;
}
