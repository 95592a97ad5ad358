import type { Generated, GeneratedAlways } from 'kysely';

export interface EmissionTable {
  id: GeneratedAlways<number>;
  title: string;
  description: Generated<string>;
  img_url: string | null;
  /** The primary recording, a file name under /Audioemission/. */
  mp3_url: string | null;
  /** The primary recording's length, read from the file; null until measured. */
  duration_seconds: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface EmissionBroadcastDateTable {
  id: GeneratedAlways<number>;
  emission_id: number;
  broadcast_date: string;
  broadcast_time: string | null;
  heure_fin: string | null;
}

export interface EmissionAnimateurTable {
  emission_id: number;
  animateur_id: number;
}

export interface EmissionAudioFileTable {
  id: GeneratedAlways<number>;
  emission_id: number;
  audio_filename: string;
  title: string;
  broadcast_date: string | null;
  /** Read from the file; null until measured. */
  duration_seconds: number | null;
  created_at: Generated<Date>;
}
