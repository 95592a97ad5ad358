import { addDays, MEDIA_PATHS } from '@station/shared';
import type { Transaction } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../database.ts';
import { type ArtworkSpec, artworkSvg } from './artwork.ts';
import { demoClip } from '../../lib/demo-audio.ts';

/** What every seed step receives: the open transaction, dates relative to today, the files to write. */
export interface SeedContext {
  trx: Transaction<Database>;
  config: AppConfig;
  /** Today in Europe/Paris, 'YYYY-MM-DD': the demo's dates are relative to it so it stays fresh. */
  today: string;
  /** Storage key → bytes, written before the transaction commits. */
  files: Map<string, string | Uint8Array>;
  /** The keys among `files` that are artwork: stored with their WebP variants, as an upload is. */
  images: Set<string>;
}

/** 'YYYY-MM-DD' that many days from today. */
export const day = (ctx: SeedContext, offset: number) => addDays(ctx.today, offset);

/** An instant on that day, around midday in Paris (never on another calendar day, DST or not). */
export const instant = (ctx: SeedContext, offset: number, minutes = 0) =>
  new Date(Date.parse(`${day(ctx, offset)}T10:30:00Z`) + minutes * 60_000);

const storageKey = (publicPath: string, name: string) => `${publicPath.replace(/^\//, '')}${name}`;

/** Queues a generated SVG under /imageback/<folder>/ and returns its file name for the row. */
export function image(ctx: SeedContext, kind: keyof typeof MEDIA_PATHS, name: string, spec: ArtworkSpec): string {
  const key = storageKey(MEDIA_PATHS[kind], name);
  ctx.files.set(key, artworkSvg(spec));
  ctx.images.add(key);
  return name;
}

/** Queues a demo MP3 recording (a stretch of the demo loop, lib/demo-audio.ts) and returns its file name for the row. */
export function audio(ctx: SeedContext, kind: 'mixAudio' | 'emissionAudio', name: string, seconds: number): string {
  const seed = [...name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 9973, 0);
  ctx.files.set(storageKey(MEDIA_PATHS[kind], name), demoClip(seconds, seed));
  return name;
}

export const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
