import type { EmissionAudioResponse, EmissionWriteResponse } from '@station/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendForm, sendJson } from '../../../lib/send-form.ts';
import { reloadEmissions } from '../../../content/emissions-query.ts';

// Staff writes on emissions: multipart through sendForm (upload progress), online only, never queued.
function useReload() {
  const queryClient = useQueryClient();
  return () => reloadEmissions(queryClient);
}

export interface EmissionSave {
  /** Absent: a new emission. */
  id?: number;
  form: FormData;
  onProgress?: (fraction: number) => void;
}

export function useSaveEmission() {
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, form, onProgress }: EmissionSave) =>
      sendForm<EmissionWriteResponse>(id ? `/api/emissions/${id}` : '/api/emissions', form, { method: id ? 'PUT' : 'POST', onProgress }),
    onSuccess: reload,
  });
}

export function useDeleteEmission() {
  const reload = useReload();
  return useMutation({ mutationFn: (id: number) => sendJson<{ message: string }>(`/api/emissions/${id}`, 'DELETE'), onSuccess: reload });
}

export function useAddEmissionAudio() {
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, form, onProgress }: Required<Pick<EmissionSave, 'id' | 'form'>> & Pick<EmissionSave, 'onProgress'>) =>
      sendForm<EmissionAudioResponse>(`/api/emissions/${id}/audio`, form, { onProgress }),
    onSuccess: reload,
  });
}

export function useDeleteEmissionAudio() {
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, audioId }: { id: number; audioId: number }) => sendJson<{ message: string }>(`/api/emissions/${id}/audio/${audioId}`, 'DELETE'),
    onSuccess: reload,
  });
}
