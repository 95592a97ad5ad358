import { useQuery } from '@tanstack/react-query';
import { Modal } from '../../../ui/modal.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { playedTitlesQuery } from '../api/played-titles-query.ts';
import { useRefetchOnNewTitle } from '../use-refetch-on-new-title.ts';
import { OfflineCopyDate } from './played-titles-page.tsx';
import { PlayedTitlesList } from './played-titles-list.tsx';

function SheetContent({ onClose, openPage }: { onClose: () => void; openPage: () => void }) {
  const query = useQuery(playedTitlesQuery());
  useRefetchOnNewTitle();
  return (
    <div className="played-titles__sheet">
      <OfflineCopyDate lookup={{}} />
      <QueryState query={query} skeletons={2} errorText="Impossible de charger les titres diffusés.">
        {(data) => <PlayedTitlesList groups={data.groups.slice(0, 4)} />}
      </QueryState>
      <a
        href="/titres-diffuses"
        className="btn btn--ghost"
        onClick={(event) => {
          // The bar lives outside the router: the page opens through it, never by a reload (the sound goes on).
          event.preventDefault();
          onClose();
          openPage();
        }}
      >
        Tous les titres et la recherche par heure
      </a>
    </div>
  );
}

/** The sheet itself, loaded on the first tap of the player bar's button (played-titles-button.tsx). */
export default function PlayedTitlesSheet({ open, onClose, openPage }: { open: boolean; onClose: () => void; openPage: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Titres diffusés" size="drawer">
      {open && <SheetContent onClose={onClose} openPage={openPage} />}
    </Modal>
  );
}
