import type { PlaylistTrackInput } from '@station/shared';
import { playlistMessages } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { Plus } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { myPlaylistsQuery } from '../api/playlist-queries.ts';
import { useAddTrack, useCreatePlaylist } from '../api/playlist-writes.ts';
import { trackCount } from './playlist-card.tsx';
import { PlaylistForm } from './playlist-form.tsx';
import '../playlists.css';

/** The listener's playlists to add a track to, and a form for a new one (loaded with the dialog's first opening). */
export default function PlaylistChoice({ account, track, title, onDone }: { account: string; track: PlaylistTrackInput; title: string; onDone: () => void }) {
  const query = useQuery(myPlaylistsQuery(account));
  const add = useAddTrack();
  const create = useCreatePlaylist();
  const [creating, setCreating] = useState(false);
  return (
    <div className="playlist-choice">
      <QueryState query={query} skeletons={1} errorText={playlistMessages.loadFailed}>
        {(playlists) =>
          playlists.length === 0 ? (
            <EmptyState>{playlistMessages.empty}</EmptyState>
          ) : (
            <ul className="playlist-choice__list" aria-label="Mes playlists">
              {playlists.map((playlist) => (
                <li key={playlist.id}>
                  <button
                    type="button"
                    className="playlist-choice__item"
                    disabled={add.isPending}
                    onClick={() => add.mutate({ playlist, track, label: title }, { onSuccess: onDone })}
                  >
                    <span>{playlist.title}</span>
                    <span className="muted">{trackCount(playlist.track_count)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {creating ? (
        <PlaylistForm submitLabel="Créer la playlist" busy={create.isPending} onSubmit={(input) => create.mutate(input, { onSuccess: () => setCreating(false) })} onCancel={() => setCreating(false)} />
      ) : (
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setCreating(true)}>
          <Plus size={16} aria-hidden="true" />
          Nouvelle playlist
        </button>
      )}
    </div>
  );
}
