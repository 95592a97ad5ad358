import type { Generated, GeneratedAlways } from 'kysely';

/** The /inscription-concours form of a logged-in talent. */
export interface ContestRegistrationTable {
  id: GeneratedAlways<number>;
  talon_id: number;
  concours_id: number | null;
  name: string;
  email: string;
  phone: string;
  category: 'pop' | 'rock' | 'rap' | 'rb' | 'electronic' | 'other';
  description: string;
  media_url: string;
  photo_url: string;
  song_url: string;
  song_title: string;
  created_at: Generated<Date>;
}
