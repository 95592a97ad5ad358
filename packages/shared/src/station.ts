import { z } from './zod-config.ts';
// The messages, constants and helpers without zod (the browser's first load imports them apart).
export * from './station-values.ts';

/** The station's identity and contact, from the server's environment. */
export const stationConfigSchema = z.object({
  name: z.string(),
  tagline: z.string(),
  phone: z.string(),
  address: z.string(),
  email: z.string(),
  streamUrl: z.string(),
  /** The same stream as HLS (two qualities, dated segments), which the app's player prefers; null: none. */
  streamHlsUrl: z.string().nullable(),
  /** Milliseconds of audio the stream server sends a new listener at once (its burst). */
  streamBurstMs: z.number(),
  social: z.object({
    facebook: z.string(),
    instagram: z.string(),
    tiktok: z.string(),
    youtube: z.string(),
  }),
});
export type StationConfig = z.infer<typeof stationConfigSchema>;

