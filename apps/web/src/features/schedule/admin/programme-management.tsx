import type { Programme } from '@station/shared';
import { FRENCH_WEEKDAYS, WEEKDAYS, formatFrenchDate, scheduleMessages } from '@station/shared/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { shortTime } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { Modal } from '../../../ui/modal.tsx';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { SHOWS_KEY, deleteProgramme } from '../api/programme-writes.ts';
import { showsQuery } from '../../../content/shows-query.ts';
import { ProgrammeTypeIcon, programmeTypeLabel } from '../components/programme-type.tsx';
import { onAirNow } from '../programme-days.ts';
import AddProgrammeButton from './add-programme-button.tsx';
import { EditProgrammeButton } from './edit-programme-button.tsx';
import '../schedule.css';
import './schedule-admin.css';

/** A one-off's date in French, else its weekdays ('lundi, mercredi'). */
const whenOf = (show: Programme) =>
  show.specific_date
    ? formatFrenchDate(show.specific_date)
    : WEEKDAYS.filter((day) => show.days.includes(day))
        .map((day) => FRENCH_WEEKDAYS[day])
        .join(', ');

/** Calendar 'Gestion' tab (admins): every programme, with edit and delete. */
export default function ProgrammeManagement() {
  const query = useQuery(showsQuery());
  const now = useNow(60_000);
  const [deleting, setDeleting] = useState<Programme | null>(null);
  return (
    <section className="programme-admin" aria-labelledby="programme-admin-title">
      <div className="programme-admin__head">
        <h2 id="programme-admin-title">Gestion des Programmes</h2>
        <AddProgrammeButton />
      </div>
      <QueryState query={query} skeletons={2} errorText={scheduleMessages.loadFailed}>
        {(shows) => {
          const live = onAirNow(shows, now);
          return (
            <>
              <p className="programme-admin__count">
                {shows.length} programme{shows.length > 1 ? 's' : ''} programmé{shows.length > 1 ? 's' : ''}
              </p>
              {shows.length === 0 ? (
                <EmptyState>Aucun programme trouvé</EmptyState>
              ) : (
                <ul className="programme-admin__list">
                  {shows.map((show) => (
                    <li key={show.id} className={`programme-admin__row ${show.id === live?.id ? 'is-live' : ''}`}>
                      <span className="programme-admin__icon">
                        <ProgrammeTypeIcon type={show.type} size={20} />
                      </span>
                      <div className="programme-admin__main">
                        <p className="programme-admin__title">
                          <strong>{show.title}</strong>
                          <span className="badge badge--category">{programmeTypeLabel(show.type)}</span>
                          {show.id === live?.id && <span className="badge badge--on-air">EN DIRECT</span>}
                        </p>
                        <p className="programme-admin__meta">
                          {show.host && <span>{show.host}</span>}
                          <span>
                            {shortTime(show.start_time)} – {shortTime(show.end_time)}
                          </span>
                          <span>{whenOf(show)}</span>
                        </p>
                        {show.description && <p className="programme-admin__description">{show.description}</p>}
                      </div>
                      <div className="programme-admin__actions">
                        <EditProgrammeButton programme={show} />
                        <button type="button" className="icon-button icon-button--danger" aria-label={`Supprimer ${show.title}`} onClick={() => setDeleting(show)}>
                          <Trash2 size={18} aria-hidden="true" />
                        </button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </QueryState>
      <DeleteProgrammeDialog programme={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

/** Calendar deletion: only the programme, or the programme and its linked emission. */
function DeleteProgrammeDialog({ programme, onClose }: { programme: Programme | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'programme' | 'emission' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function remove(withEmission: boolean) {
    if (!programme) return;
    setBusy(withEmission ? 'emission' : 'programme');
    setError(null);
    try {
      await deleteProgramme(programme.id, withEmission);
      await queryClient.invalidateQueries({ queryKey: SHOWS_KEY });
      if (withEmission) await queryClient.invalidateQueries({ queryKey: ['emissions'] });
      onClose();
    } catch {
      // The failure is said and the dialog stays open.
      setError(scheduleMessages.deleteFailed);
    } finally {
      setBusy(null);
    }
  }

  function close() {
    if (busy) return;
    setError(null);
    onClose();
  }

  return (
    <Modal open={programme !== null} onClose={close} title="Supprimer le programme">
      <p>
        Voulez-vous supprimer seulement « {programme?.title} » ou aussi l'émission qui lui est liée ?
        {!programme?.emission_id && ' Ce programme n’a pas d’émission liée.'}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="modal__actions modal__actions--stack">
        <button type="button" className="btn btn--danger" disabled={busy !== null} onClick={() => void remove(false)}>
          {busy === 'programme' ? scheduleMessages.deleting : 'Supprimer seulement le programme'}
        </button>
        {programme?.emission_id && (
          <button type="button" className="btn btn--danger" disabled={busy !== null} onClick={() => void remove(true)}>
            {busy === 'emission' ? scheduleMessages.deleting : 'Supprimer programme + émission'}
          </button>
        )}
        <button type="button" className="btn btn--ghost" disabled={busy !== null} onClick={close}>
          Annuler
        </button>
      </div>
    </Modal>
  );
}
