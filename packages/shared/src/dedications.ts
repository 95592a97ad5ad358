import { z } from './zod-config.ts';
import { messages } from './messages.ts';
import { DEDICATION_MESSAGE_MAX, REJECTION_REASON_MAX } from './dedications-values.ts';
// The messages, constants and helpers without zod (the browser's first load imports them apart).
export * from './dedications-values.ts';

const required = (message: string, max = 120) =>
  z.string({ error: message }).trim().min(1, message).max(max, messages.fieldTooLong);

export const dedicationInputSchema = z.object({
  nom_destinataire: required(messages.dedicationRecipientRequired),
  nom_expediteur: required(messages.dedicationSenderRequired),
  message: z
    .string({ error: messages.dedicationMessageRequired })
    .trim()
    .min(1, messages.dedicationMessageRequired)
    .max(DEDICATION_MESSAGE_MAX, messages.dedicationMessageTooLong),
});
export type DedicationInput = z.input<typeof dedicationInputSchema>;

/** PATCH /api/dedicaces/{id}/approve: approve, or reject with an optional reason. */
export const dedicationDecisionSchema = z.object({
  is_approved: z.boolean({ error: messages.moderationDecisionInvalid }),
  rejection_reason: z
    .string({ error: messages.rejectionReasonTooLong })
    .trim()
    .max(REJECTION_REASON_MAX, messages.rejectionReasonTooLong)
    .nullish(),
});
export type DedicationDecision = z.input<typeof dedicationDecisionSchema>;

/** 0 pending, 1 approved, -1 rejected. */
export type DedicationStatus = -1 | 0 | 1;

export interface Dedication {
  dedicaceid: number;
  user_id: number | null;
  talon_id: number | null;
  admin_id: number | null;
  programme_id: number | null;
  message: string;
  nom_expediteur: string;
  nom_destinataire: string;
  date_envoi: string;
  approved: DedicationStatus;
  rejection_reason: string | null;
  user_avatar: string | null;
  /** Only for moderators and the sender: never in the public list. */
  user_email: string | null;
}

/** Answer of POST /api/dedicaces. */
export interface DedicationSent {
  message: string;
  dedication: Dedication;
}
