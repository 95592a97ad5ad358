import { z } from 'zod';
import { idParamSchema, timestampSchema } from './ids.ts';

/** spec 2 §3 Mix, with its DJ's names embedded. mp3_url and img_url are file names (see mediaUrl). */
export const mixSchema = z.object({
  mixid: z.number().int(),
  titre: z.string(),
  description: z.string(),
  categorie: z.string(),
  animateur_id: z.number().int().nullable(),
  animateur_prenom: z.string().nullable(),
  animateur_nom: z.string().nullable(),
  mp3_url: z.string(),
  img_url: z.string().nullable(),
  total_listens: z.number().int().nonnegative(),
  current_listeners: z.number().int().nonnegative(),
  created_at: timestampSchema,
});
export type Mix = z.infer<typeof mixSchema>;
export const mixListSchema = z.array(mixSchema);
export const mixParamSchema = idParamSchema('mixid');
