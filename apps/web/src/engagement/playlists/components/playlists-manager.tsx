import { playlistMessages } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { accountTag } from '../../../offline/outbox.ts';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { useSession } from '../../../session/session-query.ts';
import { SessionPending } from '../../../ui/session-pending.tsx';
import { myPlaylistsQuery } from '../api/playlist-queries.ts';
import { useCreatePlaylist } from '../api/playlist-writes.ts';
import { PlaylistsLoginPrompt } from './playlists-login-prompt.tsx';
import { PlaylistCard } from './playlist-card.tsx';
import { PlaylistForm } from './playlist-form.tsx';
import '../playlists.css';

/** 'Playlists (/playlists)': list, create form, delete; 'Aucune playlist'; a login prompt for visitors. */
export function PlaylistsManager() {
  const { account, pending } = useSession();
  if (!account) return pending ? <SessionPending /> : <PlaylistsLoginPrompt />;
  if (account.role === 'moderator') return <p className="notice">Les comptes admin-animateur n'ont pas de playlists.</p>;
  return <OwnPlaylists account={accountTag(account)} />;
}

function OwnPlaylists({ account }: { account: string }) {
  const query = useQuery(myPlaylistsQuery(account));
  const create = useCreatePlaylist();
  return (
    <div className="playlists">
      <section className="card-panel playlists__create" aria-labelledby="new-playlist">
        <h2 id="new-playlist" className="community__title">
          Nouvelle playlist
        </h2>
        <PlaylistForm submitLabel="Créer la playlist" busy={create.isPending} onSubmit={(input) => create.mutate(input)} />
      </section>
      <section aria-labelledby="my-playlists">
        <h2 id="my-playlists" className="community__title">
          Mes playlists
        </h2>
        <QueryState query={query} skeletons={2} errorText={playlistMessages.loadFailed}>
          {(playlists) =>
            playlists.length === 0 ? (
              <EmptyState>{playlistMessages.empty}</EmptyState>
            ) : (
              <ul className="playlists__list" aria-label="Mes playlists">
                {playlists.map((playlist) => (
                  <li key={playlist.id}>
                    <PlaylistCard playlist={playlist} account={account} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
    </div>
  );
}
