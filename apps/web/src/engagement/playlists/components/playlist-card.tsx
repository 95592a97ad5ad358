import type { Playlist } from '@station/shared';
import { playlistMessages } from '@station/shared/client';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Globe, Lock, Pencil, Play } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { toast } from 'sonner';
import { refusalOr } from '../../../lib/api-client.ts';
import { playQueue } from '../../../player/play-queue.ts';
import { playlistQuery } from '../api/playlist-queries.ts';
import { useDeletePlaylist, useUpdatePlaylist } from '../api/playlist-writes.ts';
import { trackItem } from '../playlist-items.ts';
import { PlaylistForm } from './playlist-form.tsx';
import { DeleteButton } from '../../../ui/delete-button.tsx';
import '../playlists.css';

export const trackCount = (count: number) => `${count} titre${count > 1 ? 's' : ''}`;

/** One of the listener's playlists: open, play, rename, delete (with confirmation). */
export function PlaylistCard({ playlist, account }: { playlist: Playlist; account: string }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdatePlaylist();
  const remove = useDeletePlaylist();
  const queryClient = useQueryClient();
  const play = async () => {
    try {
      const full = await queryClient.fetchQuery(playlistQuery(account, playlist.id));
      await playQueue(full.tracks.map(trackItem), full.title);
    } catch (error) {
      toast.error(refusalOr(error, playlistMessages.loadFailed));
    }
  };
  const confirmDelete = () => window.confirm(playlistMessages.deleteConfirm(playlist.title)) && remove.mutate(playlist.id);
  return (
    <article className="playlist-card" aria-label={playlist.title}>
      {editing ? (
        <PlaylistForm
          initial={playlist}
          submitLabel="Enregistrer"
          busy={update.isPending}
          onSubmit={(changes) => update.mutate({ id: playlist.id, changes }, { onSuccess: () => setEditing(false) })}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <div className="playlist-card__head">
            <h3 className="playlist-card__title">
              <Link to="/playlists/$id" params={{ id: playlist.id }}>
                {playlist.title}
              </Link>
            </h3>
            <span className="playlist-card__visibility">
              {playlist.is_public ? <Globe size={14} aria-hidden="true" /> : <Lock size={14} aria-hidden="true" />}
              {playlist.is_public ? 'Publique' : 'Privée'}
            </span>
          </div>
          {playlist.description && <p className="muted">{playlist.description}</p>}
          <p className="playlist-card__count">{trackCount(playlist.track_count)}</p>
          <div className="community__actions">
            <button type="button" className="btn btn--primary btn--small" disabled={playlist.track_count === 0} onClick={() => void play()}>
              <Play size={16} aria-hidden="true" />
              Lire
            </button>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing(true)}>
              <Pencil size={16} aria-hidden="true" />
              Renommer
            </button>
            <DeleteButton small disabled={remove.isPending} onClick={confirmDelete} />
          </div>
        </>
      )}
    </article>
  );
}
