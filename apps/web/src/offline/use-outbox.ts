// The waiting writes, for the offline banner's list: read from IndexedDB, refreshed whenever any
// page or the worker changes the outbox.
import { useEffect, useState } from 'react';
import type { OutboxEntry } from './offline-db.ts';
import { onOutboxChange, outboxEntries } from './outbox.ts';

export function useOutbox(): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    let alive = true;
    const refresh = () =>
      outboxEntries()
        .then((list) => alive && setEntries(list))
        .catch(() => undefined);
    refresh();
    // Any page or the worker may change it: each change is announced on a BroadcastChannel.
    const stop = onOutboxChange(refresh);
    return () => {
      alive = false;
      stop();
    };
  }, []);
  return entries;
}
