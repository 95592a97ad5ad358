// 'Suivre': a signed-in listener's follows live on the server (any device); a visitor's
// stay on this device. Reminders are per device: the browser's push subscription.
import { followMessages } from '@station/shared/client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { sendJson } from '../../../lib/send-form.ts';
import { useSession } from '../../../session/session-query.ts';

const DEVICE_FOLLOWS = 'station:followed-programmes';
const DEVICE_REMINDERS = 'station:programme-reminders';

/**
 * The server's answer (nothing followed) and the device's when it keeps nothing: one array, so a
 * device that follows nothing hydrates without a synchronous re-render of each programme card.
 */
const NONE: number[] = [];

/** A list of ids kept in localStorage, readable by React (and by other tabs). */
function deviceList(key: string) {
  const listeners = new Set<() => void>();
  let cached: string | null = null;
  let parsed = NONE;
  const read = () => {
    const raw = localStorage.getItem(key);
    if (raw !== cached) {
      cached = raw;
      try {
        parsed = raw ? (JSON.parse(raw) as number[]) : NONE;
      } catch {
        parsed = NONE;
      }
    }
    return parsed;
  };
  const write = (ids: number[]) => {
    localStorage.setItem(key, JSON.stringify(ids));
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    window.addEventListener('storage', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', listener);
    };
  };
  return { read, write, subscribe, toggle: (id: number, on: boolean) => write(on ? [...new Set([...read(), id])] : read().filter((other) => other !== id)) };
}
const deviceFollows = deviceList(DEVICE_FOLLOWS);
export const deviceReminders = deviceList(DEVICE_REMINDERS);

export const followsQuery = (accountId: number | undefined) =>
  queryOptions({
    queryKey: ['schedule', 'follows', accountId],
    queryFn: async (): Promise<number[]> => {
      const response = await fetch('/api/schedule/follows');
      if (!response.ok) throw new ApiError(followMessages.followFailed, response.status);
      return response.json();
    },
    enabled: accountId !== undefined,
  });

/** The followed programme ids, and a toggle: on the server when signed in, on the device otherwise. */
export function useFollows() {
  const { account } = useSession();
  const queryClient = useQueryClient();
  const server = useQuery(followsQuery(account?.id));
  const onDevice = useSyncExternalStore(deviceFollows.subscribe, deviceFollows.read, () => NONE);
  const toggle = useMutation({
    mutationFn: async ({ id, on }: { id: number; on: boolean }) => {
      if (!account) return deviceFollows.toggle(id, on);
      const ids = on
        ? await sendJson<number[]>('/api/schedule/follows', 'POST', { programme_id: id })
        : await sendJson<number[]>(`/api/schedule/follows/${id}`, 'DELETE');
      queryClient.setQueryData(followsQuery(account.id).queryKey, ids);
    },
  });
  return { followed: account ? (server.data ?? []) : onDevice, toggle };
}

export const useDeviceReminders = () => useSyncExternalStore(deviceReminders.subscribe, deviceReminders.read, () => NONE);

/** Web Push where the browser has it (an installed app on Android, iOS 16.4+, desktop browsers). */
export const pushSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
};

/** Asks for notifications, subscribes this device and tells the API which programme to remind. */
export async function enableReminder(programmeId: number) {
  if ((await Notification.requestPermission()) !== 'granted') throw new ApiError(followMessages.reminderRefused, 0);
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = (await (await fetch('/api/schedule/push/public-key')).json()) as { publicKey: string };
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await sendJson('/api/schedule/reminders', 'POST', { programme_id: programmeId, subscription: subscription.toJSON() });
  deviceReminders.toggle(programmeId, true);
}

export async function disableReminder(programmeId: number) {
  const subscription = await (await navigator.serviceWorker.ready).pushManager.getSubscription();
  if (subscription) await sendJson(`/api/schedule/reminders/${programmeId}`, 'DELETE', { endpoint: subscription.endpoint });
  deviceReminders.toggle(programmeId, false);
}
