import { z } from 'zod';
import { dateSchema, idParamSchema, timeSchema, timestampSchema } from './ids.ts';

export const UNKNOWN_HOST = 'Animateur inconnu';

export const broadcastDateSchema = z.object({
  broadcast_date: dateSchema,
  broadcast_time: timeSchema.nullable(),
  heure_fin: timeSchema.nullable(),
});
export type BroadcastDate = z.infer<typeof broadcastDateSchema>;

/** spec 2 §3 Emission audio file: an extra recording (replay) of one broadcast date. */
export const emissionAudioFileSchema = z.object({
  id: z.number().int(),
  audio_filename: z.string(),
  parsedTitle: z.string(),
  parsedDate: dateSchema.nullable(),
  formattedDate: z.string().nullable(),
});
export type EmissionAudioFile = z.infer<typeof emissionAudioFileSchema>;
export const emissionAudioListSchema = z.array(emissionAudioFileSchema);

/** spec 2 §3 Emission. The legacy single date fields carry the next broadcast (else the latest). */
export const emissionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  img_url: z.string().nullable(),
  mp3_url: z.string().nullable(),
  animateurs: z.string(),
  animateur_ids: z.array(z.number().int()),
  broadcast_dates: z.array(broadcastDateSchema),
  broadcast_date: dateSchema.nullable(),
  broadcast_time: timeSchema.nullable(),
  heure_fin: timeSchema.nullable(),
  audioFiles: emissionAudioListSchema,
  created_at: timestampSchema,
});
export type Emission = z.infer<typeof emissionSchema>;
export const emissionListSchema = z.array(emissionSchema);
export const emissionParamSchema = idParamSchema('id');
