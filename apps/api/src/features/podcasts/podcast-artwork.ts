// Square artwork for podcast apps: Apple wants a JPEG or PNG of 1400 to 3000 pixels.
// Made once from the emission's uploaded image and kept beside its other variants (removed with
// them); the station's own artwork is drawn from its icon.
import { PODCAST_ARTWORK_SIZE } from '@station/shared';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../../db/database.ts';
import type { Storage } from '../../lib/storage.ts';
import { MAX_IMAGE_PIXELS } from '../../lib/image-variants.ts';
import { podcastArtworkKey } from '../../lib/uploads.ts';

export const STATION_ARTWORK_KEY = 'podcasts/station-artwork.jpg';

const STATION_ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff2d87"/><stop offset="1" stop-color="#9b2cff"/></linearGradient></defs><rect width="64" height="64" fill="url(#g)"/><circle cx="32" cy="34" r="6" fill="#fff"/><path d="M20 46a17 17 0 0 1 0-24M44 22a17 17 0 0 1 0 24M14 52a25 25 0 0 1 0-36M50 16a25 25 0 0 1 0 36" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/></svg>`;

async function streamToBuffer(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

const square = (input: Buffer | string) =>
  sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false, density: 300 })
    .rotate()
    .resize(PODCAST_ARTWORK_SIZE, PODCAST_ARTWORK_SIZE, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 86, mozjpeg: true })
    .toBuffer();

export async function stationArtworkKey(storage: Storage): Promise<string> {
  if (!(await storage.stat(STATION_ARTWORK_KEY))) await storage.write(STATION_ARTWORK_KEY, await square(Buffer.from(STATION_ICON)));
  return STATION_ARTWORK_KEY;
}

/** The key of the emission's square artwork, made now if missing; the station's when it has no usable image. */
export async function emissionArtworkKey(db: Kysely<Database>, storage: Storage, emissionId: number): Promise<string | undefined> {
  const row = await db.selectFrom('emissions').select('img_url').where('id', '=', emissionId).executeTakeFirst();
  if (!row) return undefined;
  const name = row.img_url;
  if (!name || name.includes('/') || name.includes(':')) return stationArtworkKey(storage);
  const original = `imageback/emission/${name}`;
  const key = podcastArtworkKey(original);
  if (await storage.stat(key)) return key;
  if (!(await storage.stat(original))) return stationArtworkKey(storage);
  try {
    await storage.write(key, await square(await streamToBuffer(storage.read(original))));
    return key;
  } catch {
    return stationArtworkKey(storage);
  }
}
