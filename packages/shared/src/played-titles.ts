// GET /api/played-titles?date=&time=: the day must be one of the last 7 (Paris).
import { addDays, parisDate } from './dates.ts';
import { PLAYED_TITLES_LOOKUP_DAYS, playedTitlesMessages } from './played-titles-values.ts';
import { z } from './zod-config.ts';

export * from './played-titles-values.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** Whether `day` is today or one of the 6 days before, in Paris. */
export const isLookupDay = (day: string, now = new Date()) => {
  const today = parisDate(now);
  return DAY.test(day) && day <= today && day >= addDays(today, -(PLAYED_TITLES_LOOKUP_DAYS - 1));
};

export const playedTitlesQuerySchema = z.object({
  date: z.string({ error: playedTitlesMessages.invalidDate }).refine((day) => isLookupDay(day), playedTitlesMessages.invalidDate).optional(),
  time: z.string({ error: playedTitlesMessages.invalidTime }).regex(TIME, playedTitlesMessages.invalidTime).optional(),
});
export type PlayedTitlesQuery = z.infer<typeof playedTitlesQuerySchema>;
