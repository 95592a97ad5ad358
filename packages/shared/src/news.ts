import { z } from 'zod';
import { dateSchema, idParamSchema, timestampSchema } from './ids.ts';
import { CONTEST_NEWS_KEYWORD } from './station.ts';

/** spec 2 §3 Actualité. img_url is a file name under /imageback/actualite/ or an absolute URL. */
export const actualiteSchema = z.object({
  actualiteid: z.number().int(),
  title: z.string(),
  img_url: z.string().nullable(),
  categorie: z.string(),
  date: dateSchema,
  hoster_name: z.string().nullable(),
  description: z.string(),
  content: z.string().nullable(),
  podcast_url: z.string().nullable(),
  created_at: timestampSchema,
});
export type Actualite = z.infer<typeof actualiteSchema>;
export const actualiteListSchema = z.array(actualiteSchema);
export const actualiteParamSchema = idParamSchema('actualiteid');

/** spec 2 §2: contest news are the articles whose category contains 'jeux de concours'. */
export const isContestNews = (categorie: string) => categorie.toLowerCase().includes(CONTEST_NEWS_KEYWORD);
