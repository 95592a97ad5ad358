import type { AdminAnimateur, AdminAnimateurCreateInput, AdminAnimateurUpdateInput } from '@station/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';
import { ACCOUNT_QUERY_PREFIX } from '../../../session/apply-session.ts';

/** GET /api/admin-animateur (admins only); private, so dropped from the cache at logout. */
export const adminAnimateursQuery = () =>
  queryOptions({
    queryKey: [ACCOUNT_QUERY_PREFIX, 'admin-animateurs'],
    queryFn: (): Promise<AdminAnimateur[]> => readJson(api['admin-animateur'].$get()),
    retry: false,
  });

function useRefreshList() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminAnimateursQuery().queryKey });
}

export function useAddAdminAnimateur() {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: (json: AdminAnimateurCreateInput) => readJson(api['admin-animateur'].$post({ json })),
    onSuccess: refresh,
  });
}

export function useUpdateAdminAnimateur() {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: ({ id, ...json }: AdminAnimateurUpdateInput & { id: number }) =>
      readJson(api['admin-animateur'][':id'].$put({ param: { id: String(id) }, json })),
    onSuccess: refresh,
  });
}

export function useDeleteAdminAnimateur() {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: (id: number) => readJson(api['admin-animateur'][':id'].$delete({ param: { id: String(id) } })),
    onSuccess: refresh,
  });
}
