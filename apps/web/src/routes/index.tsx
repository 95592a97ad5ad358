import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { aboutImagesQuery } from '../features/about/api/about-images-query.ts';
import { emissionsQuery } from '../content/emissions-query.ts';
import { heroImagesQuery } from '../features/hero/api/hero-images-query.ts';
import { HomeHero } from '../features/hero/components/home-hero.tsx';
import { mixesQuery } from '../content/mixes-query.ts';
import { newsQuery } from '../content/news-query.ts';
import { presentersQuery } from '../content/presenters-query.ts';
import { showsQuery } from '../content/shows-query.ts';
import { tvStreamsQuery } from '../features/tv/api/tv-streams-query.ts';
import { useStation } from '../content/station-query.ts';
import { loadQueries } from '../lib/load-queries.ts';
import { HomeSections } from './-lazy-home-sections.ts';

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    // Below the hero (the page's LCP), the sections' code is a chunk of its own: the
    // entry that paints the hero does not carry it; it is requested alongside the lists, and awaited
    // so a server-rendered home hydrates in one piece. A failure here (offline, never cached) is the
    // Suspense boundary's to show, not the loader's.
    await Promise.all([
      Promise.resolve(HomeSections.preload?.()).catch(() => undefined),
      loadQueries(context.queryClient, heroImagesQuery(), showsQuery(), presentersQuery(), mixesQuery(), emissionsQuery(), newsQuery(), aboutImagesQuery(), tvStreamsQuery()),
    ]);
  },
  component: HomePage,
  // Rendered on the server with the page: its stylesheet goes in the HTML's head (route-chunks.ts).
  staticData: { serverChunks: ['src/routes/-home-sections.tsx'] },
});

function HomePage() {
  const { stationName } = useStation();
  return (
    <>
      <HomeHero stationName={stationName} />
      <Suspense fallback={<div className="container home-sections home-sections--loading" aria-busy="true" />}>
        <HomeSections stationName={stationName} />
      </Suspense>
    </>
  );
}
