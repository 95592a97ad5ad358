import type { PlaylistTrackInput } from '@station/shared';
import { lazy } from 'react';
import { accountTag } from '../../../offline/outbox.ts';
import { LazyPanel } from '../../../ui/lazy-panel.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useSession } from '../../../session/session-query.ts';
import { PlaylistsLoginPrompt } from './playlists-login-prompt.tsx';

// The playlists, the new-playlist form and its schema load when the dialog first opens.
const PlaylistChoice = lazy(() => import('./playlist-choice.tsx'));

/** 'Ajouter à une playlist': the listener's playlists to choose from, or an invitation to sign in. */
export function AddToPlaylistDialog({ open, onClose, track, title }: { open: boolean; onClose: () => void; track: PlaylistTrackInput; title: string }) {
  const { account } = useSession();
  return (
    <Modal open={open} onClose={onClose} title="Ajouter à une playlist">
      <p className="share-dialog__title">{title}</p>
      {account ? (
        <LazyPanel>
          <PlaylistChoice account={accountTag(account)} track={track} title={title} onDone={onClose} />
        </LazyPanel>
      ) : (
        <PlaylistsLoginPrompt />
      )}
    </Modal>
  );
}
