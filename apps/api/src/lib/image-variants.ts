// The phone-sized WebP variants of a stored image (`?w=640` on its URL, features/media), made the same
// way for an upload and for the demo's generated artwork: a phone decodes WebP off its main thread,
// where an SVG is parsed and laid out as a document of its own (docs/performance.md).
import { IMAGE_VARIANT_WIDTHS } from '@station/shared';
import sharp from 'sharp';
import type { Storage } from './storage.ts';

/** A pixel flood (a tiny file that decodes to a huge bitmap) is refused before decoding. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The key of an image's WebP variant of `width` pixels ('imageback/mixes/a.jpg' → 'imageback/mixes/a.w640.webp'). */
export const imageVariantKey = (key: string, width: number) => `${key.replace(/\.[a-z0-9]+$/i, '')}.w${width}.webp`;

/** Writes the variants of the image stored under `key`, read from `source` (a file's path or its bytes); throws on bytes that are no image. */
export async function writeImageVariants(storage: Storage, key: string, source: string | Uint8Array): Promise<void> {
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const variant = await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    await storage.write(imageVariantKey(key, width), variant);
  }
}
