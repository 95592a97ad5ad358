import { z } from './zod-config.ts';
import { timestampSchema } from './ids.ts';
import { heroMessages } from './hero-values.ts';
// The messages, constants and helpers without zod (the browser's first load imports them apart).
export * from './hero-values.ts';

/** Hero image: served under /imageback/hero/{image_filename}, ordered from 1. */
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

/** Hero add form: 'Titre *' required, description optional (the image is checked apart). */
export const heroImageUploadSchema = z.object({
  title: z
    .string({ error: heroMessages.titleRequired })
    .trim()
    .min(1, heroMessages.titleRequired)
    .max(200, 'Le titre est trop long (200 caractères au plus).'),
  description: z
    .string()
    .trim()
    .max(1000, 'La description est trop longue (1000 caractères au plus).')
    .optional()
    .transform((value) => value || null),
});
export type HeroImageUploadInput = z.input<typeof heroImageUploadSchema>;

const position = z.number({ error: heroMessages.reorderInvalid }).int(heroMessages.reorderInvalid);
/** PUT hero-images/reorder/bulk, `{ images: [{ id, display_order }] }`. */
export const heroReorderSchema = z.object({
  images: z
    .array(z.object({ id: position.positive(heroMessages.reorderInvalid), display_order: position.min(1, heroMessages.reorderInvalid) }), {
      error: heroMessages.reorderInvalid,
    })
    .min(1, heroMessages.reorderInvalid)
    .max(500, heroMessages.reorderInvalid),
});
export type HeroReorderInput = z.infer<typeof heroReorderSchema>;
