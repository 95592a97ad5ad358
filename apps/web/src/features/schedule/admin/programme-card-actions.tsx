import type { Programme } from '@station/shared';
import { scheduleMessages } from '@station/shared/client';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Trash2 } from '../../../ui/icons.tsx';
import { useEffect, useState } from 'react';
import { Modal } from '../../../ui/modal.tsx';
import { SHOWS_KEY, deleteProgramme } from '../api/programme-writes.ts';
import { EditProgrammeButton } from './edit-programme-button.tsx';

type DeleteState = 'confirm' | 'deleting' | 'done' | 'failed';
/** Programme deletion (home): success shown 1.2 s, failure 2 s. */
const DONE_MS = 1200;
const FAILED_MS = 2000;

/** Edit and delete on a home card. Loaded for admins only. */
export default function ProgrammeCardActions({ programme }: { programme: Programme }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<DeleteState | null>(null);

  useEffect(() => {
    if (state === 'done') {
      const timer = window.setTimeout(() => {
        setState(null);
        void queryClient.invalidateQueries({ queryKey: SHOWS_KEY });
      }, DONE_MS);
      return () => window.clearTimeout(timer);
    }
    if (state === 'failed') {
      const timer = window.setTimeout(() => setState('confirm'), FAILED_MS);
      return () => window.clearTimeout(timer);
    }
  }, [state, queryClient]);

  async function confirm() {
    setState('deleting');
    try {
      await deleteProgramme(programme.id, false);
      setState('done');
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <EditProgrammeButton programme={programme} />
      <button type="button" className="icon-button icon-button--danger" aria-label={`Supprimer ${programme.title}`} onClick={() => setState('confirm')}>
        <Trash2 size={18} aria-hidden="true" />
      </button>
      <Modal open={state !== null} onClose={() => state !== 'deleting' && setState(null)} title="Supprimer le programme">
        {state === 'done' ? (
          <div className="modal__done" role="status">
            <CheckCircle2 size={48} className="modal__done-icon" aria-hidden="true" />
            <p className="modal__done-title">{scheduleMessages.deleted}</p>
            <p>{scheduleMessages.deletedText}</p>
          </div>
        ) : (
          <>
            <p>
              Supprimer « {programme.title} » de la programmation ? Cette action est définitive.
            </p>
            {state === 'failed' && (
              <p className="form-error" role="alert">
                {scheduleMessages.deleteFailed}
              </p>
            )}
            <div className="modal__actions">
              <button type="button" className="btn btn--ghost" onClick={() => setState(null)} disabled={state === 'deleting'}>
                Annuler
              </button>
              <button type="button" className="btn btn--danger" onClick={() => void confirm()} disabled={state !== 'confirm'}>
                {state === 'deleting' ? scheduleMessages.deleting : 'Supprimer'}
              </button>
            </div>
          </>
        )}
      </Modal>
    </>
  );
}
