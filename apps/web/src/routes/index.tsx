import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { aboutImagesQuery } from '../features/about/api/about-images-query.ts';
import { emissionsQuery } from '../features/emissions/api/emissions-query.ts';
import { heroImagesQuery } from '../features/hero/api/hero-images-query.ts';
import { HomeHero } from '../features/hero/components/home-hero.tsx';
import { mixesQuery } from '../features/mixes/api/mixes-query.ts';
import { newsQuery } from '../features/news/api/news-query.ts';
import { presentersQuery } from '../features/presenters/api/presenters-query.ts';
import { showsQuery } from '../features/schedule/api/shows-query.ts';
import { useStation } from '../features/station/api/station-query.ts';
import { loadQueries } from '../lib/load-queries.ts';

// Below the hero (the page's LCP), the sections' code is a chunk of its own, requested as the page
// renders: the hero paints without waiting for it (issue 12). Their lists are loaded by the loader.
const HomeSections = lazy(() => import('./-home-sections.tsx'));

export const Route = createFileRoute('/')({
  loader: ({ context }) =>
    loadQueries(context.queryClient, heroImagesQuery(), showsQuery(), presentersQuery(), mixesQuery(), emissionsQuery(), newsQuery(), aboutImagesQuery()),
  component: HomePage,
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
