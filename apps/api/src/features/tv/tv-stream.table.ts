import type { Generated, GeneratedAlways } from 'kysely';

export interface TvStreamTable {
  id: GeneratedAlways<number>;
  title: string;
  description: string | null;
  stream_type: Generated<string>;
  stream_url: string;
  poster_url: string | null;
  is_live: Generated<boolean>;
  updated_at: Generated<Date>;
}
