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
