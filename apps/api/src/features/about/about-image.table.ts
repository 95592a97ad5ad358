import type { Generated, GeneratedAlways } from 'kysely';

export interface AboutImageTable {
  id: GeneratedAlways<number>;
  image_key: string;
  image_filename: string;
  alt_text: string | null;
  updated_at: Generated<Date>;
}
