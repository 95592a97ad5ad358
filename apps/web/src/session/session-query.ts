import type { Account, SessionState } from '@station/shared';
import { hashKey, queryOptions } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError, api, readJson } from '../lib/api-client.ts';
import { useQueryEntryChanges } from '../lib/query-entry-changes.ts';
import { useHydrated } from '../ssr/hydration.ts';
import { readSessionCache, writeSessionCache } from './session-cache.ts';

export const SESSION_KEY = ['session'] as const;
const SESSION_HASH = hashKey(SESSION_KEY);

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

/**
 * The account, read from the session query's cached answer. Its one observer is the root layout's
 * (useSessionActivity), which fetches and refreshes it; every control here only reads. A page of
 * cards has two or three readers per card: as observers, each set its own timers when the page was
 * taken over, one long task on a slow phone.
 */
export function useSession(): { account: Account | null; pending: boolean } {
  const { queryClient, subscribe } = useQueryEntryChanges(SESSION_HASH);
  // Two values that change only when what is shown changes (not when a refresh starts or ends).
  const readAnswer = () => queryClient.getQueryData<SessionState>(SESSION_KEY);
  const readFailed = () => queryClient.getQueryState(SESSION_KEY)?.status === 'error';
  const answer = useSyncExternalStore(subscribe, readAnswer, readAnswer);
  const failed = useSyncExternalStore(subscribe, readFailed, readFailed);
  // A server-rendered page is everyone's: the account appears once the browser has taken over.
  const hydrated = useHydrated();
  if (!hydrated) return { account: null, pending: true };
  if (answer) return { account: answer.account ?? null, pending: false };
  if (failed) return { account: null, pending: false };
  // Not answered yet: the last known account, as the query's placeholder shows it.
  return { account: readSessionCache(), pending: true };
}
