import { lazy } from 'react';
import { useOfflineStatus } from './offline-status.ts';
import { useOutbox } from './use-outbox.ts';
import './offline.css';
import { LazyPart } from '../ui/lazy-part.tsx';

// What the banner shows loads when there is something to show: most pages are opened online with
// nothing waiting. The worker's precache holds it for the offline case.
const OfflineBannerBody = lazy(() => import('./offline-banner-body.tsx').then((module) => ({ default: module.OfflineBannerBody })));

/**
 * 'Hors ligne' with the date of what is shown, and the writes waiting to be sent, which
 * the listener can review and cancel. Also shown online while writes still wait (server down).
 */
export function OfflineBanner() {
  const online = useOfflineStatus((state) => state.online);
  const fromCache = useOfflineStatus((state) => state.fromCache);
  const entries = useOutbox();
  const offline = !online || Object.keys(fromCache).length > 0;
  if (!offline && entries.length === 0) return null;
  return (
    <LazyPart>
      <OfflineBannerBody offline={offline} fromCache={fromCache} entries={entries} />
    </LazyPart>
  );
}
