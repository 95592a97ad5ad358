import type { AnimateurWriteResponse } from '@station/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendForm, sendJson } from '../../../lib/send-form.ts';
import { reloadEmissions } from '../../../content/emissions-query.ts';
import { reloadPresenters } from '../../../content/presenters-query.ts';

/** After a presenter write: the presenters, and the emissions that name them as hosts. */
function useReload() {
  const queryClient = useQueryClient();
  return () => Promise.all([reloadPresenters(queryClient), reloadEmissions(queryClient)]);
}

export interface PresenterSave {
  /** Absent: a new presenter. */
  animateurid?: number;
  form: FormData;
  onProgress?: (fraction: number) => void;
}

/** POST /api/animateurs or PUT /api/animateurs/:animateurid (multipart, online only). */
export function useSavePresenter() {
  const reload = useReload();
  return useMutation({
    mutationFn: ({ animateurid, form, onProgress }: PresenterSave) =>
      sendForm<AnimateurWriteResponse>(animateurid ? `/api/animateurs/${animateurid}` : '/api/animateurs', form, {
        method: animateurid ? 'PUT' : 'POST',
        onProgress,
      }),
    onSuccess: reload,
  });
}

export function useDeletePresenter() {
  const reload = useReload();
  return useMutation({
    mutationFn: (animateurid: number) => sendJson<{ message: string }>(`/api/animateurs/${animateurid}`, 'DELETE'),
    onSuccess: reload,
  });
}
