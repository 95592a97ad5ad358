import { contestMessages } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QueryState } from '../../../ui/query-state.tsx';
import { myRegistrationsQuery } from '../api/contests-query.ts';
import { RegistrationCard } from './registration-card.tsx';
import { TitledSection } from '../../../ui/page-heading.tsx';
import '../contests.css';

/** What the talent sent through 'Inscription au concours', seen again after 'Inscription Réussie !'. */
export function MyRegistrations() {
  const registrations = useQuery(myRegistrationsQuery());
  return (
    <TitledSection title="Mes candidatures" className="my-registrations">
      <QueryState query={registrations} skeletons={1} errorText={contestMessages.registrationsLoadFailed}>
        {(all) =>
          all.length === 0 ? (
            <p className="empty-state">
              Aucune candidature envoyée pour le moment. <Link to="/inscription-concours">S'inscrire au concours</Link>
            </p>
          ) : (
            <ul className="registration-list">
              {all.map((registration) => (
                <li key={registration.id}>
                  <RegistrationCard registration={registration} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </TitledSection>
  );
}
