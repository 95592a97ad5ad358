import { z } from './zod-config.ts';
import { WEEKDAYS } from './dates.ts';
import { dateSchema, timeSchema } from './ids.ts';

export const SHOW_TYPES = ['music', 'talk', 'mix'] as const;

/** Programme: a weekly slot (days) or a one-off (specific_date). Times 'HH:mm', Europe/Paris. */
export const programmeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  host: z.string().nullable(),
  // music, talk, mix; other values possible.
  type: z.string(),
  start_time: timeSchema,
  end_time: timeSchema,
  days: z.array(z.enum(WEEKDAYS)),
  specific_date: dateSchema.nullable(),
  img_url: z.string().nullable(),
  animateur_id: z.number().int().nullable(),
  emission_id: z.number().int().nullable(),
});
export type Programme = z.infer<typeof programmeSchema>;
export const programmeListSchema = z.array(programmeSchema);
