import type { LiveRecording } from '@station/shared/client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';
import { reloadEmissions } from '../../../content/emissions-query.ts';
import { ACCOUNT_QUERY_PREFIX } from '../../../session/apply-session.ts';

/** 'Enregistrements du direct' (GET /api/studio/recordings, admins): kept with the account's queries. */
export const recordingsQuery = () =>
  queryOptions({
    queryKey: [ACCOUNT_QUERY_PREFIX, 'studio', 'recordings'],
    queryFn: (): Promise<LiveRecording[]> => readJson(api.studio.recordings.$get()),
    staleTime: 15_000,
    // A show that just ended appears by itself.
    refetchInterval: 15_000,
  });

/** Publish on its own emission, or on `emissionId`; or delete. The list and the emissions follow. */
export function useRecordingActions() {
  const queryClient = useQueryClient();
  const settle = () => {
    void queryClient.invalidateQueries({ queryKey: recordingsQuery().queryKey });
    // Past the browser's short cache of public lists, as every staff write does.
    void reloadEmissions(queryClient);
  };
  const publish = useMutation({
    mutationFn: ({ id, emissionId }: { id: number; emissionId?: number }) =>
      readJson(api.studio.recordings[':id'].publish.$post({ param: { id: String(id) }, json: emissionId ? { emission_id: emissionId } : {} })),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: (id: number) => readJson(api.studio.recordings[':id'].$delete({ param: { id: String(id) } })),
    onSettled: settle,
  });
  return { publish, remove };
}
