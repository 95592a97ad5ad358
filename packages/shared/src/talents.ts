import { z } from './zod-config.ts';
import { timestampSchema } from './ids.ts';
// The messages, constants and helpers without zod (the browser's first load imports them apart).
export * from './talents-values.ts';

/** The public face of a talent; never email, phone, address or password. */
export const publicTalentSchema = z.object({
  talonid: z.number().int(),
  nom_artiste: z.string(),
  nom_complet: z.string(),
  genre_musical: z.string().nullable(),
  biographie: z.string().nullable(),
  avatar_url: z.string().nullable(),
  total_votes: z.number().int().nonnegative(),
  date_inscription: timestampSchema,
});
export type PublicTalent = z.infer<typeof publicTalentSchema>;
export const publicTalentListSchema = z.array(publicTalentSchema);
