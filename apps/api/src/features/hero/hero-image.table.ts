import type { Generated, GeneratedAlways } from 'kysely';

export interface HeroImageTable {
  id: GeneratedAlways<number>;
  title: string;
  description: string | null;
  image_filename: string;
  display_order: number;
  created_at: Generated<Date>;
}
