import type { Generated, GeneratedAlways } from 'kysely';

/** Owned by exactly one user, talent or admin (a check constraint). */
export interface PlaylistTable {
  id: GeneratedAlways<number>;
  user_id: number | null;
  talon_id: number | null;
  admin_id: number | null;
  title: string;
  description: string | null;
  is_public: Generated<boolean>;
  created_at: Generated<Date>;
}

/** A mix or an emission in a playlist, in position order. */
export interface PlaylistTrackTable {
  id: GeneratedAlways<number>;
  playlist_id: number;
  position: number;
  mix_id: number | null;
  emission_id: number | null;
  added_at: Generated<Date>;
}
