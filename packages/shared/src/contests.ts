import { z } from 'zod';
import { dateSchema, idParamSchema, idSchema, timestampSchema } from './ids.ts';

export const CONTEST_STATUSES = ['active', 'inactive'] as const;
export const VOTE_TYPES = ['gratuit', 'premium'] as const;
export const PREMIUM_VOTE_PRICE_CENTS = 500;

/** spec 2 §3 Concours. img_url is a file name under /imageback/concours/. */
export const concoursSchema = z.object({
  concoursid: z.number().int(),
  nom_concours: z.string(),
  description: z.string(),
  date_debut: dateSchema,
  date_fin: dateSchema,
  status: z.enum(CONTEST_STATUSES),
  img_url: z.string().nullable(),
  created_at: timestampSchema,
});
export type Concours = z.infer<typeof concoursSchema>;
export const concoursListSchema = z.array(concoursSchema);
export const concoursParamSchema = idParamSchema('concoursid');
export const concoursListQuerySchema = z.object({ status: z.enum(CONTEST_STATUSES).optional() });

/** spec 2 §3 Soumission, with the talent's names and the vote counts of the votes table. */
export const soumissionSchema = z.object({
  soumissionid: z.number().int(),
  concours_id: z.number().int(),
  talon_id: z.number().int(),
  nom_artiste: z.string(),
  nom_complet: z.string(),
  music_url: z.string(),
  description: z.string(),
  date_soumission: timestampSchema,
  votes_gratuit: z.number().int().nonnegative(),
  votes_premium: z.number().int().nonnegative(),
  total_votes: z.number().int().nonnegative(),
});
export type Soumission = z.infer<typeof soumissionSchema>;
export const soumissionListSchema = z.array(soumissionSchema);
export const soumissionListQuerySchema = z.object({ concours_id: idSchema.optional() });
