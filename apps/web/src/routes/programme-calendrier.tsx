import { Link, createFileRoute } from '@tanstack/react-router';
import { ChevronLeft } from 'lucide-react';
import { showsQuery } from '../features/schedule/api/shows-query.ts';
import { WeekSchedule } from '../features/schedule/components/week-schedule.tsx';
import { loadQueries } from '../lib/load-queries.ts';
import { pageHead } from '../lib/page-head.ts';
import { PageHeading } from '../ui/page-heading.tsx';

export const Route = createFileRoute('/programme-calendrier')({
  loader: ({ context }) => loadQueries(context.queryClient, showsQuery()),
  head: pageHead('Calendrier des Programmes'),
  component: CalendarPage,
});

function CalendarPage() {
  return (
    <div className="container">
      <Link to="/" className="back-link">
        <ChevronLeft size={18} aria-hidden="true" />
        Retour à l'accueil
      </Link>
      <PageHeading title="Calendrier des Programmes" eyebrow="Programme" lead="Toute la grille de la semaine, heure de Paris." />
      <WeekSchedule />
    </div>
  );
}
