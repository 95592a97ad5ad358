import { useQuery } from '@tanstack/react-query';
import { presentersQuery } from '../../../content/presenters-query.ts';
import './emissions-admin.css';

/**
 * The hosts multi-select, at most 5 rows visible (the rest scrolls). The list is the
 * public one: a hidden presenter is never offered.
 */
export function HostPicker({ selected, onChange }: { selected: number[]; onChange: (ids: number[]) => void }) {
  const presenters = useQuery(presentersQuery()).data ?? [];
  const toggle = (id: number) => onChange(selected.includes(id) ? selected.filter((each) => each !== id) : [...selected, id]);
  return (
    <fieldset className="field host-picker">
      <legend>Animateurs</legend>
      <div className="host-picker__list">
        {presenters.map((presenter) => (
          <label key={presenter.animateurid} className="checkbox host-picker__row">
            <input type="checkbox" checked={selected.includes(presenter.animateurid)} onChange={() => toggle(presenter.animateurid)} />
            {presenter.prenom} {presenter.nom}
            <span className="muted"> · {presenter.role}</span>
          </label>
        ))}
      </div>
      <p className="field__hint">{selected.length === 0 ? 'Aucun animateur choisi' : `${selected.length} animateur${selected.length > 1 ? 's' : ''} choisi${selected.length > 1 ? 's' : ''}`}</p>
    </fieldset>
  );
}
