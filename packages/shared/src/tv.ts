import { z } from './zod-config.ts';
import { timestampSchema } from './ids.ts';
import { TV_STREAM_TYPES, tvMessages, dailymotionId } from './tv-values.ts';
// The messages, constants and helpers without zod (the browser's first load imports them apart).
export * from './tv-values.ts';

/** tv_stream: 'dailymotion' streams are embedded, others play in a video element (HLS too). */
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

const formBoolean = z
  .enum(['true', 'false', 'on', '1', '0', ''], { error: tvMessages.choiceInvalid })
  .optional()
  .transform((value) => value === 'true' || value === 'on' || value === '1');

/** The admin's channel form, sent as multipart (an optional poster image travels with it). */
export const tvStreamInputSchema = z
  .object({
    title: z.string({ error: tvMessages.titleRequired }).trim().min(1, tvMessages.titleRequired).max(200, tvMessages.titleTooLong),
    description: z
      .string()
      .trim()
      .max(1000, tvMessages.descriptionTooLong)
      .optional()
      .transform((value) => value || null),
    stream_type: z.enum(TV_STREAM_TYPES, { error: tvMessages.typeInvalid }).default('hls'),
    stream_url: z.string({ error: tvMessages.urlRequired }).trim().min(1, tvMessages.urlRequired).max(2000, tvMessages.urlInvalid),
    is_live: formBoolean,
    /** On edit: drop the current poster without sending a new one. */
    remove_poster: formBoolean,
  })
  .superRefine((input, ctx) => {
    if (input.stream_type === 'dailymotion') {
      if (!dailymotionId(input.stream_url)) ctx.addIssue({ code: 'custom', path: ['stream_url'], message: tvMessages.dailymotionInvalid });
    } else if (!/^(https?:\/\/[^\s]+|\/[^\s/][^\s]*)$/i.test(input.stream_url)) {
      ctx.addIssue({ code: 'custom', path: ['stream_url'], message: tvMessages.urlInvalid });
    }
  });
export type TvStreamInput = z.output<typeof tvStreamInputSchema>;
