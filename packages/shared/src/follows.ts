// 'Suivre' a programme: follows, the .ics event and the Web Push reminder.
import { ID_MAX } from './ids.ts';
import { z } from './zod-config.ts';
import { followMessages } from './follows-values.ts';
// The messages, constants and helpers without zod (the browser's first load imports them apart).
export * from './follows-values.ts';

export * from './reminder-payload.ts';

const programmeId = z.number({ error: followMessages.programmeInvalid }).int(followMessages.programmeInvalid).positive(followMessages.programmeInvalid).max(ID_MAX, followMessages.programmeInvalid);
export const followInputSchema = z.object({ programme_id: programmeId }, { error: followMessages.programmeInvalid });

const base64url = z.string({ error: followMessages.subscriptionInvalid }).regex(/^[A-Za-z0-9_-]{16,200}={0,2}$/, followMessages.subscriptionInvalid);
/** PushSubscription.toJSON() of the browser: an http(s) endpoint and its two keys. */
export const pushSubscriptionSchema = z.object(
  {
    endpoint: z.url({ protocol: /^https?$/, error: followMessages.subscriptionInvalid }).max(2000, followMessages.subscriptionInvalid),
    keys: z.object({ p256dh: base64url, auth: base64url }, { error: followMessages.subscriptionInvalid }),
  },
  { error: followMessages.subscriptionInvalid },
);
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const reminderInputSchema = z.object({ programme_id: programmeId, subscription: pushSubscriptionSchema }, { error: followMessages.subscriptionInvalid });
export const reminderRemovalSchema = z.object({ endpoint: z.string({ error: followMessages.subscriptionInvalid }).min(1).max(2000) }, { error: followMessages.subscriptionInvalid });
