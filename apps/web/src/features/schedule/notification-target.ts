// Where a reminder notification's click leads (used by the service worker, sw/src/push-reminders.ts).
// The constant comes straight from its zod-free file so the worker's bundle stays small.
import { REMINDER_URL } from '../../../../../packages/shared/src/reminder-payload.ts';

/** The notification's own same-origin URL, else the live player: a push can never send the app elsewhere. */
export function notificationTarget(data: unknown, origin: string): string {
  const url = (data as { url?: unknown } | null)?.url;
  const livePlayer = new URL(REMINDER_URL, origin).href;
  if (typeof url !== 'string') return livePlayer;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : livePlayer;
  } catch {
    return livePlayer;
  }
}
