import type { Generated, GeneratedAlways } from 'kysely';

export interface ConcoursTable {
  concoursid: GeneratedAlways<number>;
  nom_concours: string;
  description: string;
  date_debut: string;
  date_fin: string;
  status: Generated<'active' | 'inactive'>;
  img_url: string | null;
  created_at: Generated<Date>;
}

export interface SoumissionTable {
  soumissionid: GeneratedAlways<number>;
  concours_id: number;
  talon_id: number;
  nom_artiste: string | null;
  /** A YouTube link. */
  music_url: string;
  description: Generated<string>;
  date_soumission: Generated<Date>;
  /** Kept by the votes_keep_totals trigger in the vote's own transaction (migration 2026-11-23-vote-totals). */
  votes_gratuit: Generated<number>;
  votes_premium: Generated<number>;
}
