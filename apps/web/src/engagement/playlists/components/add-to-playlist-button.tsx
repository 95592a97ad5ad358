import type { PlaylistTrackInput } from '@station/shared';
import { ListPlus } from '../../../ui/icons.tsx';
import { lazy, useState } from 'react';
import { LazyDialog } from '../../../ui/lazy-dialog.tsx';
import { useSession } from '../../../session/session-query.ts';
import '../playlists.css';

// The dialog loads when it first opens: the button is on cards and on the player bar of every page.
const AddToPlaylistDialog = lazy(() => import('./add-to-playlist-dialog.tsx').then((module) => ({ default: module.AddToPlaylistDialog })));

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
      <LazyDialog open={open}>
        <AddToPlaylistDialog open={open} onClose={() => setOpen(false)} track={track} title={title} />
      </LazyDialog>
    </>
  );
}
