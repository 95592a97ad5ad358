// Real files for upload tests, made in the test: images drawn by sharp, MP3 made of valid MPEG-1
// Layer III frames (silent), and impostors (text renamed .jpg, an MP3 header on text).
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

export async function imageBytes(format: 'jpeg' | 'png' | 'webp' = 'jpeg', width = 1600, height = 900): Promise<Uint8Array<ArrayBuffer>> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

/** `seconds` of silent 128 kb/s 44.1 kHz MP3 (38.28 frames a second, 417 bytes each). */
export function mp3Bytes(seconds = 2): Uint8Array<ArrayBuffer> {
  const frameLength = 417;
  const frames = Math.ceil((seconds * 44_100) / 1152);
  const bytes = new Uint8Array(frames * frameLength);
  for (let i = 0; i < frames; i++) bytes.set([0xff, 0xfb, 0x90, 0x00], i * frameLength);
  return bytes;
}

/** A 1×1 PNG whose header claims 10 000 × 10 000 pixels: tiny on the wire, 100 megapixels decoded. */
export async function pixelFloodPng(): Promise<Uint8Array<ArrayBuffer>> {
  const png = Buffer.from(await imageBytes('png', 1, 1));
  // IHDR starts at byte 8: length(4) 'IHDR'(4) width(4) height(4) ... CRC over type + data.
  png.writeUInt32BE(10_000, 16);
  png.writeUInt32BE(10_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return new Uint8Array(png);
}

export const textRenamedJpg = () => new TextEncoder().encode('Ceci est un texte, pas une image.\n'.repeat(20));
/** One MP3 frame header, then text: no second frame follows where the first one ends. */
export function mp3HeaderOnText(): Uint8Array<ArrayBuffer> {
  const text = new TextEncoder().encode('pas du son '.repeat(200));
  const bytes = new Uint8Array(4 + text.length);
  bytes.set([0xff, 0xfb, 0x90, 0x00]);
  bytes.set(text, 4);
  return bytes;
}

export function fileOf(bytes: Uint8Array<ArrayBuffer>, name: string, type = 'application/octet-stream'): File {
  return new File([bytes], name, { type });
}

export function formOf(fields: Record<string, string | File | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  return form;
}
