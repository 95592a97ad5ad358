/// <reference lib="webworker" />
// Web Push reminders of followed programmes: show the notification the API sent, and open
// the app on the live player when it is clicked (an open window is reused).
import { notificationTarget } from '../../apps/web/src/features/schedule/notification-target.ts';
import { REMINDER_URL, type ReminderPayload } from '../../packages/shared/src/reminder-payload.ts';

declare const self: ServiceWorkerGlobalScope;

function readPayload(event: PushEvent): ReminderPayload | null {
  try {
    return (event.data?.json() as ReminderPayload | undefined) ?? null;
  } catch {
    return null;
  }
}

export function listenForPushReminders() {
  self.addEventListener('push', (event) => {
    const payload = readPayload(event);
    const title = payload?.title ?? 'Radio Live';
    event.waitUntil(
      self.registration.showNotification(title, {
        body: payload?.body ?? 'Votre programme commence bientôt.',
        tag: payload?.tag,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url: payload?.url ?? REMINDER_URL },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = notificationTarget(event.notification.data, self.location.origin);
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
        if (open) {
          await open.navigate(target).catch(() => undefined);
          await open.focus();
          return;
        }
        await self.clients.openWindow(target);
      })(),
    );
  });
}
