import type { Soumission } from '@station/shared';
import { contestMessages } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useId, useState } from 'react';
import { QueryState } from '../../../ui/query-state.tsx';
import { activeContestsQuery, submissionsQuery } from '../api/contests-query.ts';
import { ContestCards } from './contest-cards.tsx';
import { ContestHero } from './contest-hero.tsx';
import { ContestPodium } from './contest-podium.tsx';
import { SignupBanner } from './signup-banner.tsx';
import { TitledSection } from '../../../ui/page-heading.tsx';
import '../contests.css';

interface ContestPageProps {
  participate: ReactNode;
  talents: ReactNode;
  EntryTools?: ComponentType<{ entry: Soumission }>;
  /** The contest to show first (back from Stripe Checkout: the one voted in). */
  initialContest?: number;
}

/** 'Public talent contest page': hero, banner, contest cards, filter, per-contest podiums. */
export function ContestPage({ participate, talents, EntryTools, initialContest }: ContestPageProps) {
  const contests = useQuery(activeContestsQuery());
  const entries = useQuery(submissionsQuery());
  const [filter, setFilter] = useState<number | 'all'>(initialContest ?? 'all');
  const filterId = useId();
  const active = contests.data ?? [];
  const activeIds = new Set(active.map((contest) => contest.concoursid));
  // Only the entries of the contests shown (a closed contest's entries leave the public page with it).
  const shownEntries = (entries.data ?? []).filter((entry) => activeIds.has(entry.concours_id));
  const chosen = active.filter((contest) => contest.concoursid === filter);
  const shownContests = chosen.length > 0 ? chosen : active;
  return (
    <>
      <ContestHero entries={shownEntries}>{participate}</ContestHero>
      <div className="container">
        <SignupBanner action={participate} />
        <TitledSection title="Concours en cours">
          <QueryState query={contests} skeletons={2} errorText={contestMessages.loadFailed}>
            {() => <ContestCards contests={active} entries={shownEntries} participate={participate} />}
          </QueryState>
        </TitledSection>
        <section className="section" aria-labelledby="ranking-title">
          <div className="section-head">
            <h2 id="ranking-title" className="section-title">
              Classement
            </h2>
            {active.length > 1 && (
              <div className="field field--inline">
                <label htmlFor={filterId}>Concours</label>
                <select id={filterId} className="field__input" value={String(filter)} onChange={(event) => setFilter(event.target.value === 'all' ? 'all' : Number(event.target.value))}>
                  <option value="all">Tous les concours</option>
                  {active.map((contest) => (
                    <option key={contest.concoursid} value={contest.concoursid}>
                      {contest.nom_concours}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </div>
          <QueryState query={entries} skeletons={3} errorText={contestMessages.participantsLoadFailed}>
            {() => (
              <div className="contest-podiums">
                {shownContests.map((contest) => (
                  <ContestPodium key={contest.concoursid} contest={contest} entries={shownEntries.filter((entry) => entry.concours_id === contest.concoursid)} EntryTools={EntryTools} />
                ))}
              </div>
            )}
          </QueryState>
        </section>
        <TitledSection title="Nos Talents">{talents}</TitledSection>
      </div>
    </>
  );
}
