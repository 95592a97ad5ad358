import type { AboutImage } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { selectAboutImages } from './about-image.repository.ts';

// The rows already have the spec's shape (image_key, image_filename, alt_text).
export const listAboutImages = (db: Kysely<Database>): Promise<AboutImage[]> => selectAboutImages(db);
