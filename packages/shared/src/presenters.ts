import { z } from 'zod';
import { idParamSchema } from './ids.ts';

export const PRESENTER_ROLES = ['animateur', 'DJ'] as const;

/** spec 2 §3 Animateur. Hidden presenters (DECISIONS.md 13) never reach public lists. */
export const animateurSchema = z.object({
  animateurid: z.number().int(),
  nom: z.string(),
  prenom: z.string(),
  categorie: z.string(),
  description: z.string(),
  fb_url: z.string().nullable(),
  insta_url: z.string().nullable(),
  tiktok_url: z.string().nullable(),
  img_url: z.string().nullable(),
  role: z.enum(PRESENTER_ROLES),
});
export type Animateur = z.infer<typeof animateurSchema>;
export const animateurListSchema = z.array(animateurSchema);
export const animateurParamSchema = idParamSchema('id');
