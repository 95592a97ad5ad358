import { INACTIVITY_TIMEOUT_MS, shellMessages } from '@station/shared/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { api } from '../lib/api-client.ts';
import { useApplySession } from './apply-session.ts';
import { SESSION_KEY, sessionQuery } from './session-query.ts';
import { useAuthModalStore } from './auth-modal-store.ts';
import { readLastActivity, writeLastActivity } from './session-cache.ts';

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll', 'touchstart'] as const;
/** Activity is recorded at most this often (the events fire many times a second). */
const ACTIVITY_THROTTLE_MS = 15_000;
/** While the listener is active, the server session is renewed at most this often. */
const KEEP_ALIVE_MS = 5 * 60_000;
const CHECK_EVERY_MS = 30_000;

/**
 * One hour without activity ends the session. Mouse, key, click,
 * scroll and touch mark activity (shared by tabs through lastActivity); an active listener keeps
 * the server session alive even without navigating (reading, listening); an idle one is signed out
 * here and told so. A session the server found expired is announced the same way.
 */
export function useSessionActivity() {
  const queryClient = useQueryClient();
  const applySession = useApplySession();
  const openAuth = useAuthModalStore((state) => state.openAuth);
  const { data } = useQuery(sessionQuery());
  const signedIn = Boolean(data?.account);
  const lastPing = useRef(Date.now());

  const announceExpiry = () =>
    toast.warning(shellMessages.sessionExpired, { id: 'session-expired', duration: 10_000, action: { label: 'Se connecter', onClick: () => openAuth() } });

  // biome-ignore lint/correctness/useExhaustiveDependencies: announce once per expired answer
  useEffect(() => {
    if (data?.expired) {
      announceExpiry();
      void applySession(null);
    }
  }, [data?.expired]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-armed only when signing in or out
  useEffect(() => {
    if (!signedIn) return;
    if (!readLastActivity()) writeLastActivity();
    let recorded = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - recorded < ACTIVITY_THROTTLE_MS) return;
      recorded = now;
      writeLastActivity(now);
      if (now - lastPing.current > KEEP_ALIVE_MS) {
        lastPing.current = now;
        void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      }
    };
    const check = () => {
      if (Date.now() - readLastActivity() > INACTIVITY_TIMEOUT_MS) {
        // The server will refuse this session too; ending it now says so at the right moment.
        void api.auth.logout.$post().catch(() => undefined);
        void applySession(null);
        announceExpiry();
      }
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true });
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    check();
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
      window.clearInterval(timer);
    };
  }, [signedIn]);

  // Another tab signed in or out: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === 'userType' || event.key === 'user') void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);
}
