import type { Concours, ConcoursStatistics } from '@station/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';
import { sendForm, sendJson } from '../../../lib/send-form.ts';

/** Every contest, closed ones too (admins only, never cached). */
export const allContestsQuery = () =>
  queryOptions({
    queryKey: ['concours', { status: 'all' }],
    queryFn: (): Promise<Concours[]> => readJson(api.concours.$get({ query: { status: 'all' } })),
  });

export const contestStatisticsQuery = (concoursid: number) =>
  queryOptions({
    queryKey: ['concours', concoursid, 'statistics'],
    queryFn: (): Promise<ConcoursStatistics> => readJson(api.concours[':concoursid'].statistics.$get({ param: { concoursid: String(concoursid) } })),
    staleTime: 0,
  });

/** Writes refresh both the admin list and the public one (and its entries: a deleted contest takes them). */
export function useContestWrites() {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: ['concours'] }), queryClient.invalidateQueries({ queryKey: ['soumissions-concours'] })]);
  const save = useMutation({
    mutationFn: ({ id, form, onProgress }: { id?: number; form: FormData; onProgress?: (fraction: number) => void }) =>
      sendForm<Concours>(id ? `/api/concours/${id}` : '/api/concours', form, { method: id ? 'PUT' : 'POST', onProgress }),
    onSuccess: refresh,
  });
  const close = useMutation({ mutationFn: (id: number) => sendJson<Concours>(`/api/concours/${id}/close`, 'POST'), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (id: number) => sendJson<unknown>(`/api/concours/${id}`, 'DELETE'), onSuccess: refresh });
  return { save, close, remove };
}
