import type { Account, AccountRole } from '@station/shared';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { sessionQuery } from './session-query.ts';

/**
 * A route's beforeLoad: the page is for these roles only; anyone else goes to /.
 * Runs again after every login and logout (router.invalidate), so a page left open follows the
 * session. The server enforces the same rule on every call the page makes.
 */
export async function requireRoles(queryClient: QueryClient, roles: AccountRole[]): Promise<Account> {
  const { account } = await queryClient.ensureQueryData(sessionQuery());
  if (!account || !roles.includes(account.role)) throw redirect({ to: '/', replace: true });
  return account;
}
