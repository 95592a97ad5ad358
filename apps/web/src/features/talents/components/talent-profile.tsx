import { GENRES } from '@station/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatLongDate } from '../../../lib/format.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { talentsQuery } from '../api/talents-query.ts';
import { displayName } from '../talent-names.ts';
import { TalentAvatar } from './talent-avatar.tsx';

const genreLabel = (value: string | null) => GENRES.find((genre) => genre.value === value)?.label ?? value;

interface TalentProfileProps {
  talentId: number;
  /** The talent's entries, composed by the route (they belong to the contests feature). */
  submissions: ReactNode;
}

/** spec 2 §2 public talent page: header, bio, then 'Soumissions Musicales'; 'Oops!' when unknown. */
export function TalentProfile({ talentId, submissions }: TalentProfileProps) {
  const query = useQuery(talentsQuery());
  return (
    <QueryState query={query} skeletons={1}>
      {(talents) => {
        const talent = talents.find((candidate) => candidate.talonid === talentId);
        if (!talent) {
          return (
            <div className="status-page">
              <h1>Oops!</h1>
              <p className="muted">Talent non trouvé</p>
              <Link to="/concours-talents" className="btn btn--primary">
                Voir le concours
              </Link>
            </div>
          );
        }
        const name = displayName(talent);
        return (
          <>
            <div className="talent-header">
              <TalentAvatar name={name} url={talent.avatar_url} size={112} />
              <PageHeading title={name} eyebrow={genreLabel(talent.genre_musical) ?? 'Talent'}>
                <p className="talent-header__meta">
                  {talent.nom_artiste && <span>{talent.nom_complet}</span>}
                  <span>Inscrit le {formatLongDate(talent.date_inscription)}</span>
                  {talent.total_votes > 0 && <span className="badge badge--votes">{talent.total_votes} vote{talent.total_votes > 1 ? 's' : ''}</span>}
                </p>
              </PageHeading>
            </div>
            {talent.biographie && <p className="talent-bio">{talent.biographie}</p>}
            <section className="section" aria-labelledby="talent-submissions">
              <h2 id="talent-submissions" className="section-title">
                Soumissions Musicales
              </h2>
              {submissions}
            </section>
          </>
        );
      }}
    </QueryState>
  );
}
