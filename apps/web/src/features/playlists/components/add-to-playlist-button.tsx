import { type PlaylistTrackInput, playlistMessages } from '@station/shared';
import { useQuery } from '@tanstack/react-query';
import { ListPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { accountTag } from '../../../offline/outbox.ts';
import { Modal } from '../../../ui/modal.tsx';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { useSession } from '../../auth/api/session-query.ts';
import { myPlaylistsQuery } from '../api/playlist-queries.ts';
import { useAddTrack, useCreatePlaylist } from '../api/playlist-writes.ts';
import { trackCount } from './playlist-card.tsx';
import { PlaylistForm } from './playlist-form.tsx';
import { PlaylistsLoginPrompt } from './playlists-manager.tsx';

interface AddToPlaylistButtonProps {
  /** The mix or the emission replay to add. */
  track: PlaylistTrackInput;
  title: string;
  /** The player bar's variant (on its dark background). */
  className?: string;
}

/** Issue 10: add a mix or an emission replay to one of the listener's playlists, from its card or the player bar. */
export function AddToPlaylistButton({ track, title, className = 'icon-button card-action' }: AddToPlaylistButtonProps) {
  const [open, setOpen] = useState(false);
  const { account } = useSession();
  if (account?.role === 'moderator') return null;
  return (
    <>
      <button type="button" className={className} aria-label={`Ajouter à une playlist : ${title}`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <ListPlus size={18} aria-hidden="true" />
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Ajouter à une playlist">
        <p className="share-dialog__title">{title}</p>
        {account ? <PlaylistChoice account={accountTag(account)} track={track} title={title} onDone={() => setOpen(false)} /> : <PlaylistsLoginPrompt />}
      </Modal>
    </>
  );
}

function PlaylistChoice({ account, track, title, onDone }: { account: string; track: PlaylistTrackInput; title: string; onDone: () => void }) {
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
