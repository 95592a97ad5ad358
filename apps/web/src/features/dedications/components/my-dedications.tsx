import type { Account, DedicationInput } from '@station/shared';
import { messages } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { accountTag } from '../../../offline/outbox.ts';
import { useOutbox } from '../../../offline/use-outbox.ts';
import { QueryState } from '../../../ui/query-state.tsx';
import { myDedicationsQuery } from '../api/dedication-queries.ts';
import { DedicationCard } from './dedication-card.tsx';
import '../dedications.css';

/** 'Mes Dédicaces' (collapsible): sent ones with their status, and those still waiting for the network. */
export function MyDedications({ account }: { account: Account }) {
  const query = useQuery(myDedicationsQuery(account));
  const queued = useOutbox().filter((entry) => entry.method === 'POST' && entry.path === '/api/dedicaces' && entry.account === accountTag(account));
  const count = (query.data?.length ?? 0) + queued.length;
  return (
    <details className="card-panel community__collapsible">
      <summary className="community__summary">Mes Dédicaces ({count})</summary>
      <ul className="community__list" aria-label="Mes Dédicaces">
        {queued.map((entry) => (
          <li key={`queued-${entry.id}`}>
            <DedicationCard dedication={entry.body as DedicationInput} status="queued" />
          </li>
        ))}
      </ul>
      <QueryState query={query} skeletons={1} errorText={messages.dedicationsLoadFailed}>
        {(list) =>
          list.length === 0 && queued.length === 0 ? (
            <p className="muted">Vous n'avez pas encore envoyé de dédicace.</p>
          ) : (
            <ul className="community__list">
              {list.map((dedication) => (
                <li key={dedication.dedicaceid}>
                  <DedicationCard dedication={dedication} status={dedication.approved} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </details>
  );
}
