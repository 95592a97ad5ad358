// The admin's mix form (spec 2 §5 'Mix add' and edit): title, description, DJ (presenters with the
// role DJ only), preset or custom category, artwork and recording, sent as one multipart upload
// with its progress. Loaded only for admins (see mix-admin-toolbar.tsx and mix-card-admin.tsx).
import type { Mix } from '@station/shared';
import { mixFormSchema } from '@station/shared';
import { WEEKLY_MIX_CATEGORY, mediaUrl, mixMessages } from '@station/shared/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { fileTooLarge, refreshPublicList, sendForm, staffWriteFailure } from '../../../lib/send-form.ts';
import { FileField, UploadProgress } from '../../../ui/file-field.tsx';
import { FormError, TextField } from '../../../ui/form-field.tsx';
import { presentersQuery } from '../../../content/presenters-query.ts';
import { mixesQuery } from '../../../content/mixes-query.ts';
import { isWeeklyMix } from '../mix-lists.ts';
import './mixes-admin.css';

const CUSTOM = 'Autre';

interface MixFormProps {
  /** The mix to edit; a new mix when absent. */
  mix?: Mix;
  /** A new mix starts in the weekly category ('Entrée de la semaine') unless false. */
  weekly?: boolean;
  onDone: () => void;
}

export function MixForm({ mix, weekly = true, onDone }: MixFormProps) {
  const queryClient = useQueryClient();
  const djs = useQuery({ ...presentersQuery(), select: (presenters) => presenters.filter((presenter) => presenter.role === 'DJ') });
  const startsWeekly = mix ? isWeeklyMix(mix) : weekly;
  const [titre, setTitre] = useState(mix?.titre ?? '');
  const [description, setDescription] = useState(mix?.description ?? '');
  const [djId, setDjId] = useState(mix?.animateur_id ? String(mix.animateur_id) : '');
  const [preset, setPreset] = useState(startsWeekly ? WEEKLY_MIX_CATEGORY : CUSTOM);
  const [custom, setCustom] = useState(mix && !startsWeekly ? mix.categorie : '');
  const [image, setImage] = useState<File | null>(null);
  const [audio, setAudio] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const ids = { description: useId(), dj: useId(), category: useId() };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = { titre, description, animateur_id: djId, categorie: preset === CUSTOM ? custom : WEEKLY_MIX_CATEGORY };
    const parsed = mixFormSchema.safeParse(fields);
    const missing = !mix && (!image ? mixMessages.imageRequired : !audio ? mixMessages.audioRequired : undefined);
    const problem = (!parsed.success && parsed.error.issues[0]?.message) || missing || fileTooLarge(image, 'image') || fileTooLarge(audio, 'audio');
    if (problem) return setError(problem);
    if (mix && !window.confirm(mixMessages.editConfirm)) return;
    setError(undefined);
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (image) form.append('image', image);
    if (audio) form.append('audio', audio);
    setProgress(0);
    try {
      await sendForm(mix ? `/api/mixes/${mix.mixid}` : '/api/mixes', form, { method: mix ? 'PUT' : 'POST', onProgress: setProgress });
      await refreshPublicList(queryClient, mixesQuery().queryKey, '/api/mixes');
      toast.success(mix ? mixMessages.edited : mixMessages.added);
      onDone();
    } catch (failure) {
      setError(staffWriteFailure(failure, mix ? mixMessages.editFailed : mixMessages.addFailed));
    } finally {
      setProgress(null);
    }
  };

  const sending = progress !== null;
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormError>{error}</FormError>
      <TextField label="Titre *" value={titre} onChange={setTitre} maxLength={200} />
      <div className="field">
        <label htmlFor={ids.description}>Description *</label>
        <textarea id={ids.description} className="field__input" rows={3} value={description} onChange={(event) => setDescription(event.target.value)} />
      </div>
      <div className="form__row">
        <div className="field">
          <label htmlFor={ids.dj}>DJ *</label>
          <select id={ids.dj} className="field__input" value={djId} onChange={(event) => setDjId(event.target.value)}>
            <option value="">Sélectionner un DJ</option>
            {djs.data?.map((dj) => (
              <option key={dj.animateurid} value={dj.animateurid}>
                {dj.prenom} {dj.nom}
              </option>
            ))}
          </select>
          {djs.isError && <p className="field__hint field__hint--error">{mixMessages.djsLoadFailed}</p>}
        </div>
        <div className="field">
          <label htmlFor={ids.category}>Catégorie *</label>
          <select id={ids.category} className="field__input" value={preset} onChange={(event) => setPreset(event.target.value)}>
            <option value={WEEKLY_MIX_CATEGORY}>{WEEKLY_MIX_CATEGORY}</option>
            <option value={CUSTOM}>Autre (personnalisée)</option>
          </select>
        </div>
      </div>
      {preset === CUSTOM && <TextField label="Catégorie personnalisée *" value={custom} onChange={setCustom} maxLength={100} placeholder="House, Techno, Afro..." />}
      <FileField label={mix ? 'Image (laisser vide pour garder la pochette)' : 'Image *'} kind="image" file={image} onChange={setImage} currentUrl={mediaUrl('mixImage', mix?.img_url ?? null)} />
      <FileField label={mix ? 'Fichier audio (laisser vide pour garder le mix)' : 'Fichier audio *'} kind="audio" file={audio} onChange={setAudio} />
      <UploadProgress fraction={progress} />
      <button type="submit" className="btn btn--primary btn--block" disabled={sending}>
        <Save size={18} aria-hidden="true" />
        {sending ? 'Envoi en cours...' : mix ? 'Enregistrer les modifications' : 'Ajouter le mix'}
      </button>
    </form>
  );
}
