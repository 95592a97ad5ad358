import { Link, createFileRoute } from '@tanstack/react-router';
import { ChevronLeft } from '../ui/icons.tsx';
import { useState } from 'react';
import { lazyAdmin, useIsAdmin } from '../session/admin-only.tsx';
import { showsQuery } from '../content/shows-query.ts';
import { CalendarSubscribe } from '../features/schedule/components/calendar-subscribe.tsx';
import { MonthCalendar } from '../features/schedule/components/month-calendar.tsx';
import { loadQueries } from '../lib/load-queries.ts';
import { pageHead } from '../lib/page-head.ts';
import { PageHeading } from '../ui/page-heading.tsx';

const ProgrammeManagement = lazyAdmin(() => import('../features/schedule/admin/programme-management.tsx'));

export const Route = createFileRoute('/programme-calendrier')({
  loader: ({ context }) => loadQueries(context.queryClient, showsQuery()),
  head: pageHead('Calendrier des Programmes'),
  component: CalendarPage,
});

type Tab = 'calendar' | 'manage';

/** Calendar page: the month for everyone, the 'Gestion' tab for admins. */
function CalendarPage() {
  const isAdmin = useIsAdmin();
  const [tab, setTab] = useState<Tab>('calendar');
  const shown = isAdmin ? tab : 'calendar';
  return (
    <div className="container">
      <Link to="/" className="back-link">
        <ChevronLeft size={18} aria-hidden="true" />
        Retour à l'accueil
      </Link>
      <PageHeading title="Calendrier des Programmes" eyebrow="Programme" lead="Toute la grille, heure de Paris." />
      <CalendarSubscribe />
      <div className="tabs" role="tablist" aria-label="Vues du programme">
        <button type="button" role="tab" id="tab-calendar" aria-selected={shown === 'calendar'} aria-controls="panel-programme" onClick={() => setTab('calendar')}>
          Calendrier
        </button>
        {isAdmin && (
          <button type="button" role="tab" id="tab-manage" aria-selected={shown === 'manage'} aria-controls="panel-programme" onClick={() => setTab('manage')}>
            Gestion
          </button>
        )}
      </div>
      <div id="panel-programme" role="tabpanel" aria-labelledby={shown === 'calendar' ? 'tab-calendar' : 'tab-manage'}>
        {shown === 'calendar' ? <MonthCalendar /> : <ProgrammeManagement />}
      </div>
    </div>
  );
}
