import type { Account, Dedication } from '@station/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';

export const DEDICATIONS_KEY = ['dedicaces'] as const;

/** The approved dedications, newest first (kept for offline reading). */
export const dedicationsQuery = () =>
  queryOptions({ queryKey: DEDICATIONS_KEY, queryFn: (): Promise<Dedication[]> => readJson(api.dedicaces.$get()) });

/** 'Mes Dédicaces': every status, for the signed-in sender. */
export const myDedicationsQuery = (account: Account) =>
  queryOptions({
    queryKey: [...DEDICATIONS_KEY, 'mine', account.role, account.id],
    queryFn: (): Promise<Dedication[]> => readJson(api.dedicaces.user[':userId'].$get({ param: { userId: String(account.id) } })),
  });

/** Admins and admin-presenters each read the pending list through their own endpoint. */
export const pendingDedicationsQuery = (role: 'admin' | 'moderator') =>
  queryOptions({
    queryKey: [...DEDICATIONS_KEY, 'pending', role],
    queryFn: (): Promise<Dedication[]> =>
      readJson(role === 'admin' ? api.admins.dedicaces.pending.$get() : api['admin-animateur'].dedicaces.pending.$get()),
  });

/** How many dedications wait for a moderator (the admin panel's badge); undefined while unknown. */
export function usePendingDedicationsCount(role: 'admin' | 'moderator'): number | undefined {
  return useQuery(pendingDedicationsQuery(role)).data?.length;
}
