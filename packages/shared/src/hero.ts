import { z } from 'zod';
import { timestampSchema } from './ids.ts';

/** spec 1 §3 Hero image: served under /imageback/hero/{image_filename}, ordered from 1. */
export const heroImageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  image_filename: z.string(),
  display_order: z.number().int().min(1),
  created_at: timestampSchema,
});
export type HeroImage = z.infer<typeof heroImageSchema>;
export const heroImageListSchema = z.array(heroImageSchema);
