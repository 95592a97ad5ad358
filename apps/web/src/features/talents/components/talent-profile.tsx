import { GENRES, TALENT_NOT_FOUND, contestMessages } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { PageHeading, TitledSection } from '../../../ui/page-heading.tsx';
import { talentQuery } from '../api/talent-query.ts';
import { displayName } from '../talent-names.ts';
import { TalentAvatar } from './talent-avatar.tsx';
import '../talents.css';

const genreLabel = (value: string | null) => GENRES.find((genre) => genre.value === value)?.label ?? value;

interface TalentProfileProps {
  /** NaN when the address carries no usable id. */
  talentId: number;
  /** How many entries the talent has (composed by the route: they belong to the contests feature). */
  submissionCount: number;
  submissions: ReactNode;
}

/** 'Oops!' with the message of the failed talent page. */
export function TalentError({ message }: { message: string }) {
  return (
    <div className="status-page" role="alert">
      <h1>Oops!</h1>
      <p className="muted">{message}</p>
      <Link to="/concours-talents" className="btn btn--primary">
        Voir le concours
      </Link>
    </div>
  );
}

const errorMessage = (error: unknown) => {
  if (error instanceof ApiError && error.status === 404) return TALENT_NOT_FOUND;
  if (error instanceof ApiError && error.code === 'invalid_data') return contestMessages.talentDataInvalid;
  return contestMessages.talentLoadFailed;
};

/** 'Public talent page': header, bio, then 'Soumissions Musicales'. */
export function TalentProfile({ talentId, submissionCount, submissions }: TalentProfileProps) {
  const query = useQuery({ ...talentQuery(talentId), enabled: Number.isInteger(talentId) && talentId > 0 });
  if (!Number.isInteger(talentId) || talentId <= 0) return <TalentError message={contestMessages.talentIdMissing} />;
  if (query.isPending) {
    return (
      <div className="talent-loading" aria-busy="true">
        <div className="skeleton skeleton--round" />
        <div className="skeleton" />
      </div>
    );
  }
  if (query.isError) return <TalentError message={errorMessage(query.error)} />;
  const talent = query.data;
  const name = displayName(talent);
  return (
    <>
      <div className="talent-header">
        <TalentAvatar name={name} url={talent.avatar_url} size={112} eager />
        <PageHeading title={name} eyebrow={genreLabel(talent.genre_musical) ?? 'Talent'}>
          <p className="talent-header__meta">
            {talent.nom_artiste.trim() && <span>{talent.nom_complet}</span>}
            <span>Inscrit le {formatLongDate(talent.date_inscription)}</span>
            <span>
              {submissionCount} soumission{submissionCount > 1 ? 's' : ''}
            </span>
            {talent.total_votes > 0 && (
              <span className="badge badge--votes">
                {talent.total_votes} vote{talent.total_votes > 1 ? 's' : ''}
              </span>
            )}
          </p>
        </PageHeading>
      </div>
      {(talent.bio ?? talent.biographie) && <p className="talent-bio">{talent.bio ?? talent.biographie}</p>}
      <TitledSection title="Soumissions Musicales">{submissions}</TitledSection>
    </>
  );
}
