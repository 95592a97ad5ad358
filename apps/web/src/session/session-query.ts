import type { Account, SessionState } from '@station/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, readJson } from '../lib/api-client.ts';
import { useHydrated } from '../ssr/hydration.ts';
import { readSessionCache, writeSessionCache } from './session-cache.ts';

export const SESSION_KEY = ['session'] as const;

/**
 * Who is signed in, from GET /api/auth/me. Every role-dependent control reads this one query, so a
 * login or logout updates the whole app at once, without a reload (the audio keeps playing).
 * Offline, the last known account is shown from the display cache; the server still decides.
 */
export const sessionQuery = () =>
  queryOptions({
    queryKey: SESSION_KEY,
    queryFn: async (): Promise<SessionState> => {
      // Known offline: no doomed request; the server decides again once the network is back.
      if (!navigator.onLine) return { account: readSessionCache(), expired: false };
      try {
        const state = await readJson(api.auth.me.$get());
        writeSessionCache(state.account);
        return state;
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) return { account: readSessionCache(), expired: false };
        throw error;
      }
    },
    placeholderData: () => ({ account: readSessionCache(), expired: false }),
    // The activity hook refreshes it (and so the server session) while the listener is active.
    staleTime: 5 * 60_000,
  });

export function useSession(): { account: Account | null; pending: boolean } {
  const query = useQuery(sessionQuery());
  // A server-rendered page is everyone's (issue 21): the account appears once the browser has taken over.
  const hydrated = useHydrated();
  if (!hydrated) return { account: null, pending: true };
  return { account: query.data?.account ?? null, pending: query.isPlaceholderData || query.isPending };
}
