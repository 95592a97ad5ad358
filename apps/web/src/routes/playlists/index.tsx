import { createFileRoute } from '@tanstack/react-router';
import { PlaylistsManager } from '../../engagement/playlists/components/playlists-manager.tsx';
import { pageHead } from '../../lib/page-head.ts';
import { Page } from '../../ui/page-heading.tsx';

export const Route = createFileRoute('/playlists/')({
  head: pageHead('Mes Playlists'),
  component: PlaylistsPage,
});

function PlaylistsPage() {
  return (
    <Page title="Mes Playlists" eyebrow="Playlists" lead="Rassemblez vos mixes et émissions préférés pour les réécouter.">
      <PlaylistsManager />
    </Page>
  );
}
