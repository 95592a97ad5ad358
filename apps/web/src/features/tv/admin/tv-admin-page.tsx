import type { TvStream } from '@station/shared';
import { mediaUrl, tvMessages } from '@station/shared/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Tv } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { toast } from 'sonner';
import { sendJson } from '../../../lib/send-form.ts';
import { Modal } from '../../../ui/modal.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { tvStreamsQuery } from '../api/tv-streams-query.ts';
import { TvStreamForm } from './tv-stream-form.tsx';
import { DeleteButton } from '../../../ui/delete-button.tsx';
import './tv-admin.css';

/** The list read again past the 30 s public cache, once a write is done. */
async function refreshTvStreams(queryClient: ReturnType<typeof useQueryClient>) {
  const response = await fetch('/api/tv-streams', { cache: 'no-cache' });
  if (response.ok) queryClient.setQueryData(tvStreamsQuery().queryKey, (await response.json()) as TvStream[]);
}

const TYPE_NAMES: Record<string, string> = { hls: 'HLS', video: 'Vidéo', dailymotion: 'Dailymotion' };

/** The TV channels of the 'Streaming TV' panel, managed by the admin (the old site had no screen for it). */
export function TvAdminPage() {
  const queryClient = useQueryClient();
  const { data: streams, isError } = useQuery(tvStreamsQuery());
  const [editing, setEditing] = useState<TvStream | 'new' | null>(null);
  const close = () => setEditing(null);
  const saved = async () => {
    close();
    await refreshTvStreams(queryClient);
  };

  const remove = async (stream: TvStream) => {
    if (!window.confirm(tvMessages.confirmDelete(stream.title))) return;
    try {
      await sendJson(`/api/tv-streams/${stream.id}`, 'DELETE');
      toast.success(tvMessages.deleted);
      await refreshTvStreams(queryClient);
    } catch {
      toast.error(tvMessages.deleteFailed);
    }
  };

  return (
    <div className="container">
      <PageHeading title="Streaming TV" eyebrow="Administration" lead="Les chaînes du panneau 'Streaming TV' de l'accueil." />
      <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
        <Plus size={18} aria-hidden="true" />
        Ajouter une chaîne
      </button>
      {isError && (
        <p className="form-error" role="alert">
          {tvMessages.loadFailed}
        </p>
      )}
      {streams?.length === 0 && (
        <div className="empty-state">
          <p>
            <strong>{tvMessages.unavailable}</strong>
          </p>
          <p className="muted">Ajoutez une chaîne pour remplir le panneau.</p>
        </div>
      )}
      <ul className="tv-admin-list">
        {streams?.map((stream) => (
          <li key={stream.id} className="tv-admin-row" data-testid="tv-admin-row">
            {stream.poster_url ? (
              <img className="tv-admin-row__poster" src={mediaUrl('tvPoster', stream.poster_url) ?? undefined} alt="" loading="lazy" />
            ) : (
              <span className="tv-admin-row__poster tv-admin-row__poster--empty" aria-hidden="true">
                <Tv size={24} />
              </span>
            )}
            <span className="tv-admin-row__text">
              <strong>
                {stream.title} {stream.is_live && <span className="badge badge--live">LIVE</span>}
              </strong>
              <span className="muted">
                {TYPE_NAMES[stream.stream_type] ?? stream.stream_type} · {stream.stream_url}
              </span>
            </span>
            <span className="tv-admin-row__actions">
              <button type="button" className="btn btn--glass" onClick={() => setEditing(stream)}>
                <Pencil size={16} aria-hidden="true" />
                Modifier<span className="visually-hidden"> {stream.title}</span>
              </button>
              <DeleteButton onClick={() => void remove(stream)}>
                <span className="visually-hidden"> {stream.title}</span>
              </DeleteButton>
            </span>
          </li>
        ))}
      </ul>
      <Modal open={editing !== null} onClose={close} title={editing === 'new' ? 'Ajouter une chaîne TV' : 'Modifier la chaîne TV'}>
        {editing !== null && <TvStreamForm stream={editing === 'new' ? undefined : editing} onSaved={() => void saved()} />}
      </Modal>
    </div>
  );
}
