// Edit and delete on a mix card, for admins (lazy chunk), with the confirmations and texts of the mixes.
import type { Mix } from '@station/shared';
import { mixMessages } from '@station/shared/client';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { toast } from 'sonner';
import { refreshPublicList, sendJson, staffWriteFailure } from '../../../lib/send-form.ts';
import { Modal } from '../../../ui/modal.tsx';
import { mixesQuery } from '../../../content/mixes-query.ts';
import { MixForm } from './mix-form.tsx';

export default function MixCardAdmin({ mix }: { mix: Mix }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    if (!window.confirm(mixMessages.deleteConfirm)) return;
    setDeleting(true);
    try {
      await sendJson(`/api/mixes/${mix.mixid}`, 'DELETE');
      await refreshPublicList(queryClient, mixesQuery().queryKey, '/api/mixes');
      toast.success(mixMessages.deleted);
    } catch (failure) {
      toast.error(staffWriteFailure(failure, mixMessages.deleteFailed));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <button type="button" className="icon-button" aria-label={`Modifier ${mix.titre}`} onClick={() => setEditing(true)}>
        <Pencil size={18} aria-hidden="true" />
      </button>
      <button type="button" className="icon-button icon-button--danger" aria-label={`Supprimer ${mix.titre}`} disabled={deleting} onClick={() => void remove()}>
        <Trash2 size={18} aria-hidden="true" />
      </button>
      <Modal open={editing} onClose={() => setEditing(false)} title="Modifier le mix">
        <MixForm mix={mix} onDone={() => setEditing(false)} />
      </Modal>
    </>
  );
}
