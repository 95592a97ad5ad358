import type { PlaylistInput, PlaylistTrackInput } from '@station/shared';
import { playlistMessages } from '@station/shared/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { withReason } from '../../../lib/api-client.ts';
import { sendOrQueue } from '../../../offline/send-or-queue.ts';
import { PLAYLISTS_KEY } from './playlist-queries.ts';

const invalidate = [[...PLAYLISTS_KEY]];

/** A listener's playlist write: sent now, or queued in the outbox until the network returns. */
function usePlaylistWrite<T>(send: (input: T) => ReturnType<typeof sendOrQueue>, success: string | ((input: T) => string), failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result, input) => {
      if (result.queued) toast.info(`Hors ligne : « ${result.entry.label} » sera envoyé au retour de la connexion.`);
      else toast.success(typeof success === 'string' ? success : success(input));
      void queryClient.invalidateQueries({ queryKey: PLAYLISTS_KEY });
    },
    onError: (error) => toast.error(withReason(failure, error)),
  });
}

export const useCreatePlaylist = () =>
  usePlaylistWrite(
    (input: PlaylistInput) => sendOrQueue({ method: 'POST', path: '/api/playlists', body: input, label: `Nouvelle playlist : ${input.title.trim()}`, invalidate }),
    playlistMessages.created,
    playlistMessages.createFailed,
  );

export const useUpdatePlaylist = () =>
  usePlaylistWrite(
    ({ id, changes }: { id: number; changes: Partial<PlaylistInput> }) =>
      sendOrQueue({ method: 'PATCH', path: `/api/playlists/${id}`, body: changes, label: `Modifier la playlist n° ${id}`, invalidate }),
    playlistMessages.updated,
    playlistMessages.updateFailed,
  );

export const useDeletePlaylist = () =>
  usePlaylistWrite(
    (id: number) => sendOrQueue({ method: 'DELETE', path: `/api/playlists/${id}`, label: `Supprimer la playlist n° ${id}`, invalidate }),
    playlistMessages.deleted,
    playlistMessages.deleteFailed,
  );

export const useAddTrack = () =>
  usePlaylistWrite(
    ({ playlist, track, label }: { playlist: { id: number; title: string }; track: PlaylistTrackInput; label: string }) =>
      sendOrQueue({ method: 'POST', path: `/api/playlists/${playlist.id}/tracks`, body: track, label: `${label} → ${playlist.title}`, invalidate }),
    ({ playlist, label }) => `« ${label} » ajouté à « ${playlist.title} »`,
    playlistMessages.updateFailed,
  );

export const useRemoveTrack = () =>
  usePlaylistWrite(
    ({ playlistId, trackId }: { playlistId: number; trackId: number }) =>
      sendOrQueue({ method: 'DELETE', path: `/api/playlists/${playlistId}/tracks/${trackId}`, label: `Retirer un titre de la playlist n° ${playlistId}`, invalidate }),
    playlistMessages.trackRemoved,
    playlistMessages.updateFailed,
  );

export const useReorderTracks = () =>
  usePlaylistWrite(
    ({ playlistId, trackIds }: { playlistId: number; trackIds: number[] }) =>
      sendOrQueue({ method: 'PUT', path: `/api/playlists/${playlistId}/tracks`, body: { track_ids: trackIds }, label: `Réordonner la playlist n° ${playlistId}`, invalidate }),
    playlistMessages.reordered,
    playlistMessages.updateFailed,
  );
