// The session changes (a login, a logout, an expiry) in one place: every copy of the account
// replaced at once, private data dropped, route guards run again.
import type { Account } from '@station/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { writeLastActivity, writeSessionCache } from './session-cache.ts';
import { SESSION_KEY } from './session-query.ts';

/** Private data lives under this query key prefix, dropped at logout. */
export const ACCOUNT_QUERY_PREFIX = 'account';

/**
 * After a login or logout: the new session everywhere at once, role-dependent data refetched, route
 * guards run again (a page the new role may not see redirects). The page is never reloaded, so the
 * live audio goes on.
 */
export function useApplySession() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return async (account: Account | null) => {
    writeSessionCache(account);
    if (account) writeLastActivity();
    // A read of /api/auth/me still on its way (sent before this login or logout) must not put the
    // old account back when it lands: it is dropped first.
    await queryClient.cancelQueries({ queryKey: SESSION_KEY });
    queryClient.setQueryData(SESSION_KEY, { account, expired: false });
    if (!account) queryClient.removeQueries({ queryKey: [ACCOUNT_QUERY_PREFIX] });
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
    void router.invalidate();
  };
}
