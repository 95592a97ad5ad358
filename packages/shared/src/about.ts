import { z } from 'zod';

/** spec 2 §2: the about section's image slots. */
export const ABOUT_IMAGE_KEYS = ['hero_bg', 'studio', 'mixer', 'equipment', 'headphones'] as const;

/** spec 2 §3 About image slot; image_filename is served under /imageback/about/. */
export const aboutImageSchema = z.object({
  image_key: z.string(),
  image_filename: z.string(),
  alt_text: z.string().nullable(),
});
export type AboutImage = z.infer<typeof aboutImageSchema>;
export const aboutImageListSchema = z.array(aboutImageSchema);
