import type { Emission } from '@station/shared';
import { podcastFeedPath } from '@station/shared/client';
import { Rss } from '../../../ui/icons.tsx';
import { lazy, useState } from 'react';
import { LazyDialog } from '../../../ui/lazy-dialog.tsx';
import { usePageOrigin } from '../../../ssr/hydration.ts';

const PodcastDialog = lazy(() => import('./podcast-dialog.tsx').then((module) => ({ default: module.PodcastDialog })));

/** An emission with a recording has a podcast feed: 'S'abonner au podcast' opens the choices. */
export const hasPodcast = (emission: Emission) => Boolean(emission.mp3_url) || emission.audioFiles.length > 0;

export function PodcastButton({ emission }: { emission: Emission }) {
  const origin = usePageOrigin();
  const [open, setOpen] = useState(false);
  if (!hasPodcast(emission)) return null;
  const feedUrl = `${origin}${podcastFeedPath(emission.id)}`;
  return (
    <>
      <button type="button" className="btn btn--small btn--ghost" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Rss size={16} aria-hidden="true" />
        S'abonner au podcast
      </button>
      <LazyDialog open={open}>
        <PodcastDialog open={open} onClose={() => setOpen(false)} title={emission.title} feedUrl={feedUrl} />
      </LazyDialog>
    </>
  );
}
