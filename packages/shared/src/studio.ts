import { z } from './zod-config.ts';
import { studioMessages } from './studio-values.ts';

export * from './studio-values.ts';

/**
 * POST /api/studio/harbor-check: Liquidsoap's harbor asks whether a source's password is a pass the
 * app gave (radio.liq's auth callback), with the address it connects from.
 */
export const harborCheckSchema = z.object(
  {
    pass: z.string({ error: studioMessages.harborCheckInvalid }).min(1, studioMessages.harborCheckInvalid).max(200, studioMessages.harborCheckInvalid),
    address: z.string({ error: studioMessages.harborCheckInvalid }).max(200, studioMessages.harborCheckInvalid).optional(),
  },
  { error: studioMessages.harborCheckInvalid },
);
export type HarborCheck = z.infer<typeof harborCheckSchema>;

/** The number of the pass a connection of the harbor opened with (X-Studio-Pass-Id), '' for the encoder. */
const passId = (message: string) => z.string({ error: message }).regex(/^\d{0,18}$/, message).optional();

/** POST /api/studio/holder: who holds the harbor now (radio.liq, as it changes and every 10 s, with its instant in seconds). */
export const studioHolderSchema = z.object(
  {
    source: z.enum(['app', 'encoder', 'none'], { error: studioMessages.holderInvalid }),
    pass_id: passId(studioMessages.holderInvalid),
    at: z.number({ error: studioMessages.holderInvalid }).positive(studioMessages.holderInvalid).finite(studioMessages.holderInvalid).optional(),
  },
  { error: studioMessages.holderInvalid },
);

/** radio.liq's recording files: 'studio-20261129-210003.mp3' (output.file's strftime name). */
export const RECORDING_FILE_PATTERN = /^studio-\d{8}-\d{6}\.mp3$/;

const instant = z.number({ error: studioMessages.recordingInvalid }).positive(studioMessages.recordingInvalid).finite(studioMessages.recordingInvalid);

/** POST /api/studio/recordings: radio.liq closed a recording of the studio (instants in seconds, its clock). */
export const studioRecordingSchema = z
  .object(
    {
      file: z.string({ error: studioMessages.recordingInvalid }).regex(RECORDING_FILE_PATTERN, studioMessages.recordingInvalid),
      started_at: instant,
      ended_at: instant,
      /** Who held the harbor: a pass from the app, or the studio's encoder (HARBOR_PASSWORD). */
      source: z.enum(['app', 'encoder'], { error: studioMessages.recordingInvalid }),
      pass_id: passId(studioMessages.recordingInvalid),
    },
    { error: studioMessages.recordingInvalid },
  )
  .refine((recording) => recording.ended_at >= recording.started_at, { message: studioMessages.recordingInvalid });
export type StudioRecordingReport = z.infer<typeof studioRecordingSchema>;

/** POST /api/studio/recordings/:id/publish: the replay goes on its emission, or on the one chosen. */
export const publishRecordingSchema = z.object(
  { emission_id: z.number({ error: studioMessages.emissionRequired }).int(studioMessages.emissionRequired).positive(studioMessages.emissionRequired).optional() },
  { error: studioMessages.emissionRequired },
);
