import type { Account } from '@station/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';
import { ACCOUNT_QUERY_PREFIX } from '../../../session/apply-session.ts';
import type { ProfileRecord } from '../profile-form.ts';

/** The signed-in account's own record (private fields included); dropped from the cache at logout. */
export const profileQuery = (account: Pick<Account, 'role' | 'id'>) =>
  queryOptions({
    queryKey: [ACCOUNT_QUERY_PREFIX, 'profile', account.role, account.id],
    queryFn: async (): Promise<ProfileRecord> => {
      const param = { id: String(account.id) };
      switch (account.role) {
        case 'talent':
          return { role: 'talent', data: await readJson(api.talons[':id'].$get({ param })) };
        case 'moderator':
          return { role: 'moderator', data: await readJson(api['admin-animateur'][':id'].$get({ param })) };
        default:
          return { role: 'user', data: await readJson(api.users[':id'].$get({ param })) };
      }
    },
  });
