import { ListMusic } from '../../../ui/icons.tsx';
import { lazy, useState } from 'react';
import { LazyDialog } from '../../../ui/lazy-dialog.tsx';

// The list, its links and its styles load on the first tap: the player bar is in every first load.
const PlayedTitlesSheet = lazy(() => import('./played-titles-sheet.tsx'));

/** The player bar's 'Titres diffusés': the last titles in a sheet, the full page one tap away (openPage: the router's, from main.tsx). */
export function PlayedTitlesButton({ openPage }: { openPage: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="player-bar__skip" aria-label="Titres diffusés" onClick={() => setOpen(true)}>
        <ListMusic size={18} aria-hidden="true" />
      </button>
      <LazyDialog open={open}>
        <PlayedTitlesSheet open={open} onClose={() => setOpen(false)} openPage={openPage} />
      </LazyDialog>
    </>
  );
}
