import { contestMessages } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../ui/query-state.tsx';
import { allRegistrationsQuery } from '../api/contests-query.ts';
import { RegistrationCard } from '../components/registration-card.tsx';
import '../contests.css';
import './contests-admin.css';

/** Every registration received, its photo, its MP3 and how to reach the talent. */
export function RegistrationsAdmin() {
  const registrations = useQuery(allRegistrationsQuery());
  return (
    <details className="contest-admin__registrations">
      <summary>
        Inscriptions reçues{registrations.data ? ` (${registrations.data.length})` : ''}
      </summary>
      <QueryState query={registrations} skeletons={1} errorText={contestMessages.registrationsLoadFailed}>
        {(all) =>
          all.length === 0 ? (
            <p className="empty-state">Aucune inscription reçue pour le moment.</p>
          ) : (
            <ul className="registration-list">
              {all.map((registration) => (
                <li key={registration.id}>
                  <RegistrationCard registration={registration} withContact />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </details>
  );
}
