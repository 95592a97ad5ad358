import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { playedTitlesQuery } from '../features/played-titles/api/played-titles-query.ts';
import type { PlayedTitlesLookup } from '../features/played-titles/api/played-titles-query.ts';
import { PlayedTitlesPage } from '../features/played-titles/components/played-titles-page.tsx';
import { loadQueries } from '../lib/load-queries.ts';
import { pageHead } from '../lib/page-head.ts';
import { Page } from '../ui/page-heading.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;

// /titres-diffuses?date=YYYY-MM-DD&time=HH:MM ('Titres diffusés').
export const Route = createFileRoute('/titres-diffuses')({
  validateSearch: (search: Record<string, unknown>): PlayedTitlesLookup => ({
    ...(typeof search.date === 'string' && DAY.test(search.date) ? { date: search.date } : {}),
    ...(typeof search.time === 'string' && TIME.test(search.time) ? { time: search.time } : {}),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadQueries(context.queryClient, playedTitlesQuery(deps)),
  head: pageHead('Titres diffusés'),
  component: PlayedTitlesRoute,
});

function PlayedTitlesRoute() {
  const lookup = Route.useSearch();
  const navigate = useNavigate({ from: '/titres-diffuses' });
  const onLookup = useCallback((next: PlayedTitlesLookup) => void navigate({ search: next }), [navigate]);
  return (
    <Page title="Titres diffusés" eyebrow="À l'antenne" lead="Les derniers titres passés à l'antenne, émission par émission. Retrouvez un morceau entendu dans les 7 derniers jours.">
      <PlayedTitlesPage lookup={lookup} onLookup={onLookup} />
    </Page>
  );
}
