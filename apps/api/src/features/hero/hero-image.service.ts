import type { HeroImage } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { selectHeroImages } from './hero-image.repository.ts';

export const listHeroImages = async (db: Kysely<Database>): Promise<HeroImage[]> =>
  (await selectHeroImages(db)).map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
