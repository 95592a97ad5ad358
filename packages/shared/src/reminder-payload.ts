// What a programme reminder carries. No zod here: the service worker imports this file.

/** The reminder arrives this long before the programme starts. */
export const REMINDER_LEAD_MS = 10 * 60_000;
/** Where a reminder's notification opens the app: the live player (the 'Écouter en direct' shortcut). */
export const REMINDER_URL = '/?play=live';

/** The decrypted push message the service worker shows. */
export interface ReminderPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  programme_id: number;
}
