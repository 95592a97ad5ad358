import { parseId } from '@station/shared/client';
import { Link, createFileRoute, notFound } from '@tanstack/react-router';
import { ArrowLeft } from '../../ui/icons.tsx';
import { PlaylistDetail } from '../../engagement/playlists/components/playlist-detail.tsx';
import { ShareButton } from '../../engagement/share/components/share-button.tsx';
import { pageHead } from '../../lib/page-head.ts';

// A playlist's page: its owner's, or anyone's when public (the read-only page a share link opens).
export const Route = createFileRoute('/playlists/$id')({
  params: {
    parse: ({ id }) => {
      const parsed = parseId(id);
      if (parsed === null) throw notFound();
      return { id: parsed };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  head: pageHead('Playlist'),
  component: PlaylistPage,
});

function PlaylistPage() {
  const { id } = Route.useParams();
  return (
    <div className="container">
      <Link to="/playlists" className="back-link">
        <ArrowLeft size={16} aria-hidden="true" />
        Mes playlists
      </Link>
      <PlaylistDetail id={id} share={(playlist) => <ShareButton target={{ kind: 'playlist', id: playlist.id }} title={playlist.title} withLabel />} />
    </div>
  );
}
