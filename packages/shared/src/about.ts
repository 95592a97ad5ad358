import { z } from './zod-config.ts';
import { aboutMessages } from './about-values.ts';
// The messages, constants and helpers without zod (the browser's first load imports them apart).
export * from './about-values.ts';

/** About image slot; image_filename is served under /imageback/about/. */
export const aboutImageSchema = z.object({
  image_key: z.string(),
  image_filename: z.string(),
  alt_text: z.string().nullable(),
});
export type AboutImage = z.infer<typeof aboutImageSchema>;
export const aboutImageListSchema = z.array(aboutImageSchema);

/** About image upload: the file is required (checked apart), the alt text optional. */
export const aboutImageUploadSchema = z.object({
  alt_text: z
    .string()
    .trim()
    .max(300, aboutMessages.altTooLong)
    .optional()
    .transform((value) => value || null),
});

/** POST about-section/upload/{imageKey}: the answer's data names the stored file. */
export interface AboutImageUploadResponse {
  message: string;
  data: AboutImage;
}

/** The about section's figures, all counted from the database (none invented). */
export const aboutStatsSchema = z.object({
  emissions: z.number().int(),
  mixes: z.number().int(),
  presenters: z.number().int(),
  mix_listens: z.number().int(),
});
export type AboutStats = z.infer<typeof aboutStatsSchema>;
