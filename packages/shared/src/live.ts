// The live radio: what is on air, how many listen, and the player's calls.
import { z } from './zod-config.ts';
import { timeSchema, timestampSchema } from './ids.ts';
import { messages } from './messages.ts';
// The messages, constants and helpers without zod (the browser's first load imports them apart).
export * from './live-values.ts';

/** The programme on air from the schedule, times in Europe/Paris, instants as ISO strings. */
export const onAirProgrammeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  host: z.string().nullable(),
  description: z.string().nullable(),
  type: z.string(),
  start_time: timeSchema,
  end_time: timeSchema,
  starts_at: timestampSchema,
  ends_at: timestampSchema,
  /** URL of the show's artwork (its own image, else its emission's, else its host's photo). */
  artwork: z.string().nullable(),
});
export type OnAirProgramme = z.infer<typeof onAirProgrammeSchema>;

/** A title and the instant it entered the stream (ISO): the player shows it once its audio plays. */
export const streamTitleSchema = z.object({ title: z.string(), at: timestampSchema });
export type StreamTitle = z.infer<typeof streamTitleSchema>;

export const nowPlayingSchema = z.object({
  programme: onAirProgrammeSchema.nullable(),
  /**
   * The newest title of the stream: pushed by Liquidsoap the moment it enters the stream, else read
   * from the Icecast status (when one is configured and answers). A player that lags behind the live
   * edge shows the entry of `titles` its playing position has reached instead (player/title-clock.ts).
   */
  track: z.string().nullable(),
  /** The recent titles, oldest first, each with the instant it entered the stream (at most 10). */
  titles: z.array(streamTitleSchema),
  /**
   * Whether the live stream has a source right now: the built-in demo stream always; an Icecast
   * mount while its status lists it; null when nothing tells (no status configured). Players that
   * are reconnecting rejoin as soon as it turns true (pushed by the events below).
   */
  stream_up: z.boolean().nullable(),
  /**
   * When the stream's current source connected to Icecast (ISO), when its status says. The stream
   * server sends a new listener the last seconds it holds (its burst): fewer than the configured
   * burst while the source is younger than that, which the player's title clock must know.
   */
  stream_started_at: timestampSchema.nullable(),
});
export type NowPlaying = z.infer<typeof nowPlayingSchema>;

export const listenerCountSchema = z.object({
  /**
   * What the player bar shows, and where it comes from: the larger of Icecast's count of
   * connections to the stream (when a status is configured: it sees players outside the app too)
   * and the app's own players (Icecast misses those reconnecting or on HLS). Never added: admins
   * see both figures below.
   */
  listeners: z.number().int().nonnegative(),
  source: z.enum(['icecast', 'app']),
  app_listeners: z.number().int().nonnegative(),
  icecast_listeners: z.number().int().nonnegative().nullable(),
});
export type ListenerCount = z.infer<typeof listenerCountSchema>;

/** A player's random id (one per page session). */
export const LISTENER_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** POST /api/live/listeners: a random id per player (page session), and whether it still listens. */
export const listenerHeartbeatSchema = z.object(
  {
    listener_id: z.string({ error: messages.listenerHeartbeatInvalid }).regex(LISTENER_ID_PATTERN, messages.listenerHeartbeatInvalid),
    listening: z.boolean({ error: messages.listenerHeartbeatInvalid }),
  },
  { error: messages.listenerHeartbeatInvalid },
);
export type ListenerHeartbeat = z.infer<typeof listenerHeartbeatSchema>;

/**
 * POST /api/live/titles: Liquidsoap's metadata callback names the title entering the stream, with
 * its own clock's instant (Unix seconds, `time()`) when it has one.
 */
export const titlePushSchema = z.object(
  {
    title: z.string({ error: messages.titlePushInvalid }).trim().min(1, messages.titlePushInvalid).max(500, messages.titlePushInvalid),
    at: z.number({ error: messages.titlePushInvalid }).positive(messages.titlePushInvalid).optional(),
  },
  { error: messages.titlePushInvalid },
);
export type TitlePush = z.infer<typeof titlePushSchema>;

/** PATCH mixes/{mixid}/listen: a listen starts (true) or stops (false). */
export const mixListenSchema = z.object(
  { is_starting: z.boolean({ error: messages.mixListenInvalid }) },
  { error: messages.mixListenInvalid },
);
export type MixListen = z.infer<typeof mixListenSchema>;
