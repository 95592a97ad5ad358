// The page's writes; its list (admin-animateurs-query.ts) stays apart, read by the route's loader.
import type { AdminAnimateurCreateInput, AdminAnimateurUpdateInput } from '@station/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';
import { adminAnimateursQuery } from './admin-animateurs-query.ts';

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
