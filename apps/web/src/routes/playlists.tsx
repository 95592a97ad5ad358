import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../lib/page-head.ts';
import { LoginRequired } from '../ui/login-required.tsx';
import { PageHeading } from '../ui/page-heading.tsx';

export const Route = createFileRoute('/playlists')({
  head: pageHead('Mes Playlists'),
  component: PlaylistsPage,
});

function PlaylistsPage() {
  return (
    <div className="container">
      <PageHeading title="Mes Playlists" eyebrow="Playlists" lead="Rassemblez vos mixes et émissions préférés pour les réécouter." />
      <LoginRequired>Connectez-vous pour créer et retrouver vos playlists.</LoginRequired>
    </div>
  );
}
