import type { Generated, GeneratedAlways } from 'kysely';

/** One liker per content: a user, a talent, an admin or an anonymous visitor's random key. */
export interface LikeTable {
  id: GeneratedAlways<number>;
  content_type: 'mix' | 'emission' | 'actualite';
  content_id: number;
  user_id: number | null;
  talon_id: number | null;
  admin_id: number | null;
  visitor_key: string | null;
  created_at: Generated<Date>;
}

/** A visitor like counted for a client address: the per-address cap counts these. */
export interface LikeVisitorHitTable {
  id: GeneratedAlways<number>;
  address: string;
  created_at: Generated<Date>;
}
