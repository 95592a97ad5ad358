import type { Generated, GeneratedAlways } from 'kysely';

export interface MixTable {
  mixid: GeneratedAlways<number>;
  titre: string;
  description: Generated<string>;
  categorie: string;
  animateur_id: number | null;
  /** A file name under /musics/MixDJ/ (the demo's files are MP3 too). */
  mp3_url: string;
  img_url: string | null;
  /** Seconds, measured from the uploaded file (null when it could not be read). */
  duration_seconds: number | null;
  total_listens: Generated<number>;
  current_listeners: Generated<number>;
  created_at: Generated<Date>;
}
