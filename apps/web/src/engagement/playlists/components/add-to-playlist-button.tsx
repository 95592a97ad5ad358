import type { PlaylistTrackInput } from '@station/shared';
import { ListPlus } from '../../../ui/icons.tsx';
import { lazy, useState } from 'react';
import { accountTag } from '../../../offline/outbox.ts';
import { LazyPanel } from '../../../ui/lazy-panel.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useSession } from '../../../session/session-query.ts';
import { PlaylistsLoginPrompt } from './playlists-login-prompt.tsx';
import '../playlists.css';

// The playlists, the new-playlist form and its schema load when the dialog first opens.
const PlaylistChoice = lazy(() => import('./playlist-choice.tsx'));

interface AddToPlaylistButtonProps {
  /** The mix or the emission replay to add. */
  track: PlaylistTrackInput;
  title: string;
  /** The player bar's variant (on its dark background). */
  className?: string;
}

/** Add a mix or an emission replay to one of the listener's playlists, from its card or the player bar. */
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
        {account ? (
          <LazyPanel>
            <PlaylistChoice account={accountTag(account)} track={track} title={title} onDone={() => setOpen(false)} />
          </LazyPanel>
        ) : (
          <PlaylistsLoginPrompt />
        )}
      </Modal>
    </>
  );
}
