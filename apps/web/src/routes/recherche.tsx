import { SEARCH_KINDS, type SearchKind } from '@station/shared/client';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { SearchPage } from '../features/search/components/search-page.tsx';
import { pageHead } from '../lib/page-head.ts';
import { Page } from '../ui/page-heading.tsx';

interface SearchParams {
  q?: string;
  type?: SearchKind;
}

// /recherche?q=…&type=… (the header's 'Rechercher').
export const Route = createFileRoute('/recherche')({
  validateSearch: (search: Record<string, unknown>): SearchParams => ({
    ...(typeof search.q === 'string' && search.q ? { q: search.q.slice(0, 200) } : {}),
    ...((SEARCH_KINDS as readonly unknown[]).includes(search.type) ? { type: search.type as SearchKind } : {}),
  }),
  head: pageHead('Rechercher'),
  component: SearchRoute,
});

function SearchRoute() {
  const { q = '', type } = Route.useSearch();
  const navigate = useNavigate({ from: '/recherche' });
  const onChange = useCallback(
    (next: { q: string; type: SearchKind | undefined }) =>
      void navigate({ search: { ...(next.q ? { q: next.q } : {}), ...(next.type ? { type: next.type } : {}) }, replace: true }),
    [navigate],
  );
  return (
    <Page title="Rechercher" eyebrow="Recherche" lead="Émissions, rediffusions, mixes, actualités, animateurs, talents et concours.">
      <SearchPage query={q} type={type} onChange={onChange} />
    </Page>
  );
}
