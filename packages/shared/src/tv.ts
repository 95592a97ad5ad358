import { z } from 'zod';
import { timestampSchema } from './ids.ts';

/** spec 1 §3 tv_stream: 'dailymotion' streams are embedded, others play in a video element (HLS too). */
export const tvStreamSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  stream_type: z.string(),
  stream_url: z.string(),
  poster_url: z.string().nullable(),
  is_live: z.boolean(),
  updated_at: timestampSchema,
});
export type TvStream = z.infer<typeof tvStreamSchema>;
export const tvStreamListSchema = z.array(tvStreamSchema);
