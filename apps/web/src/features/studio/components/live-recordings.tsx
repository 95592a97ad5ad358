import { type LiveRecording, liveRecordingStatusLabels } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { emissionsQuery } from '../../../content/emissions-query.ts';
import { pause as pauseStation } from '../../../player/player-controls.ts';
import { recordingsQuery, useRecordingActions } from '../api/recordings.ts';
import { formatOnAir } from '../format-on-air.ts';

const when = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

const sourceLine = (recording: LiveRecording) =>
  recording.source === 'encoder' ? 'Encodeur du studio' : `Studio de l'application${recording.presenter ? ` · ${recording.presenter}` : ''}`;

function RecordingItem({ recording }: { recording: LiveRecording }) {
  const { publish, remove } = useRecordingActions();
  const emissions = useQuery({ ...emissionsQuery(), enabled: recording.status !== 'published', retry: false }).data ?? [];
  const [emissionId, setEmissionId] = useState<number | undefined>(undefined);
  const selectId = useId();
  const busy = publish.isPending || remove.isPending;
  const onPublish = () =>
    publish.mutate({ id: recording.id, emissionId }, { onSuccess: (answer) => toast.success(answer.message), onError: (error) => toast.error(error.message) });
  const onDelete = () => {
    if (!window.confirm('Supprimer cet enregistrement ? Il ne pourra plus être publié.')) return;
    remove.mutate(recording.id, { onSuccess: (answer) => toast.success(answer.message), onError: (error) => toast.error(error.message) });
  };
  return (
    <li className="studio__recording" data-testid="live-recording">
      <div className="studio__recording-head">
        <strong>{recording.emission?.title ?? recording.programme_title ?? 'Hors émission'}</strong>
        <span className="studio__badge" data-status={recording.status}>
          {liveRecordingStatusLabels[recording.status]}
        </span>
      </div>
      <p className="studio__hint">
        {when.format(new Date(recording.started_at))}
        {recording.duration_seconds !== null && ` · ${formatOnAir(recording.duration_seconds * 1000)}`} · {sourceLine(recording)}
      </p>
      {/* Listened to before it is published: nothing loads until play is pressed, and the station's player pauses. */}
      {/* biome-ignore lint/a11y/useMediaCaption: a live show's recording, no caption track exists for it */}
      <audio
        controls
        preload="none"
        src={recording.audio_url}
        onPlay={() => pauseStation()}
        aria-label={`Écouter l'enregistrement : ${recording.emission?.title ?? recording.programme_title ?? 'hors émission'}, ${when.format(new Date(recording.started_at))}`}
      />
      {recording.status !== 'published' && (
        <div className="studio__recording-actions">
          {/* Its programme's emission by default; another one may be chosen. */}
          <label htmlFor={selectId}>Émission</label>
          <select id={selectId} className="field__input" value={emissionId ?? ''} onChange={(event) => setEmissionId(event.target.value ? Number(event.target.value) : undefined)}>
            <option value="">{recording.emission ? `${recording.emission.title} (celle du programme)` : "Choisir l'émission…"}</option>
            {emissions
              .filter((emission) => emission.id !== recording.emission?.id)
              .map((emission) => (
                <option key={emission.id} value={emission.id}>
                  {emission.title}
                </option>
              ))}
          </select>
          <button type="button" className="btn btn--primary" disabled={busy || (recording.status === 'unattached' && !emissionId)} onClick={onPublish}>
            Publier dans les replays
          </button>
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={onDelete}>
            Supprimer
          </button>
        </div>
      )}
    </li>
  );
}

/** 'Enregistrements du direct': what the studio sent on air, for admins to check, publish or delete. */
export function LiveRecordings() {
  const recordings = useQuery(recordingsQuery());
  const titleId = useId();
  return (
    <section className="card-panel studio__recordings" aria-labelledby={titleId}>
      <h2 id={titleId}>Enregistrements du direct</h2>
      <p className="studio__hint">Chaque passage du studio à l'antenne est enregistré. Publié, il rejoint les replays de son émission et son podcast.</p>
      {recordings.error && <p className="form-error">{recordings.error.message}</p>}
      {recordings.data?.length === 0 && <p>Aucun enregistrement pour le moment.</p>}
      {recordings.data && recordings.data.length > 0 && (
        <ul className="studio__recording-list">
          {recordings.data.map((recording) => (
            <RecordingItem key={recording.id} recording={recording} />
          ))}
        </ul>
      )}
    </section>
  );
}
