import type { Soumission } from '@station/shared';
import { contestMessages } from '@station/shared/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { refusalOr } from '../../../lib/api-client.ts';
import { sendJson } from '../../../lib/send-form.ts';
import { useEmailNotVerifiedRefusal } from '../../../session/email-not-verified-refusal.ts';
import { submissionsQuery } from './contests-query.ts';

export interface EntryFields {
  nom_artiste: string;
  music_url: string;
  description: string;
}

const refreshEntries = (queryClient: ReturnType<typeof useQueryClient>) => queryClient.invalidateQueries({ queryKey: submissionsQuery().queryKey });

/** 'My entries': a talent's YouTube entries (online only: the talent sees the result at once). */
export function useEntryWrites() {
  const queryClient = useQueryClient();
  const refusedUnverified = useEmailNotVerifiedRefusal();
  const create = useMutation({
    mutationFn: (input: EntryFields & { concours_id: number }) => sendJson<Soumission>('/api/soumissions-concours', 'POST', input),
    onSuccess: async () => {
      await refreshEntries(queryClient);
      toast.success(contestMessages.entryAdded, { duration: 2500 });
    },
    onError: (error) => refusedUnverified(error) || toast.error(refusalOr(error, contestMessages.entrySubmitFailed), { duration: 3000 }),
  });
  const update = useMutation({
    mutationFn: ({ id, ...patch }: Partial<EntryFields> & { id: number }) => sendJson<Soumission>(`/api/soumissions-concours/${id}`, 'PATCH', patch),
    onSuccess: async () => {
      await refreshEntries(queryClient);
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => sendJson<unknown>(`/api/soumissions-concours/${id}`, 'DELETE'),
    onSuccess: async () => {
      await refreshEntries(queryClient);
    },
  });
  return { create, update, remove };
}
