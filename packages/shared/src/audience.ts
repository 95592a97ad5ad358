// Plays reported by the player, and the 'Audience' figures the admins read.
import { z } from './zod-config.ts';
import { AUDIENCE_RANGES, audienceMessages } from './audience-values.ts';
export * from './audience-values.ts';

/** POST /api/audience/plays. A mix's start is counted by PATCH /api/mixes/{id}/listen already. */
export const audiencePlaySchema = z.object(
    {
      kind: z.enum(['mix', 'replay'], { error: audienceMessages.playInvalid }),
      id: z.number({ error: audienceMessages.playInvalid }).int(audienceMessages.playInvalid).positive(audienceMessages.playInvalid).max(2_147_483_647, audienceMessages.playInvalid),
      stage: z.enum(['started', 'listened'], { error: audienceMessages.playInvalid }),
    },
    { error: audienceMessages.playInvalid },
);
export type AudiencePlay = z.infer<typeof audiencePlaySchema>;

export const audienceQuerySchema = z.object({ range: z.enum(AUDIENCE_RANGES, { error: audienceMessages.rangeInvalid }).default('24h') });

/** One point of the listeners chart: a minute (24 h) or an hour (7 and 30 days). */
export interface AudiencePoint {
  at: string;
  average: number;
  peak: number;
}
/** A programme's time on air inside the chart, shaded behind the curve. */
export interface AudienceSlot {
  programme_id: number;
  title: string;
  from: string;
  to: string;
}
export interface AudienceProgrammeWeek {
  /** Weeks back: 0 is the last 7 days, 1 the 7 before, and so on. */
  weeks_ago: number;
  average: number | null;
  peak: number | null;
}
export interface AudienceProgramme {
  programme_id: number;
  title: string;
  average: number;
  peak: number;
  weeks: AudienceProgrammeWeek[];
}
export interface AudiencePlayFigures {
  kind: 'mix' | 'replay';
  id: number;
  title: string;
  started: number;
  listened: number;
}
export interface AudienceVotePoint {
  at: string;
  concours_id: number;
  title: string;
  free: number;
  premium: number;
}
export interface AudienceReport {
  range: (typeof AUDIENCE_RANGES)[number];
  generated_at: string;
  listeners_now: number;
  points: AudiencePoint[];
  slots: AudienceSlot[];
  programmes: AudienceProgramme[];
  top_plays: AudiencePlayFigures[];
  votes: AudienceVotePoint[];
  totals: { accounts: number; follows: number; newsletter_subscribers: number };
}
