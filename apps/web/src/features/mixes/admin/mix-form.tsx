// The admin's mix form (add and edit): title, description, DJ (presenters with the
// role DJ only), preset or custom category, artwork and recording, sent as one multipart upload
// with its progress. Loaded only for admins (see mix-admin-toolbar.tsx and mix-card-admin.tsx).
import type { Mix } from '@station/shared';
import { mixFormSchema } from '@station/shared';
import { WEEKLY_MIX_CATEGORY, mediaUrl, mixMessages } from '@station/shared/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Save } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { mixesQuery } from '../../../content/mixes-query.ts';
import { presentersQuery } from '../../../content/presenters-query.ts';
import { fileTooLarge, refreshPublicList, sendForm, staffWriteFailure } from '../../../lib/send-form.ts';
import { UploadProgress } from '../../../ui/file-field.tsx';
import { FormFileField, FormSelect, FormTextArea, FormTextField } from '../../../ui/form/fields.tsx';
import { sharedSchemaResolver } from '../../../ui/form/shared-schema-resolver.ts';
import { StationForm, SubmitButton } from '../../../ui/form/station-form.tsx';
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

interface MixValues {
  titre: string;
  description: string;
  animateur_id: string;
  preset: string;
  custom: string;
  image: File | null;
  audio: File | null;
}

/** What the server reads: the category is the preset's, or the custom one typed. */
const fieldsOf = ({ titre, description, animateur_id, preset, custom }: MixValues) => ({
  titre,
  description,
  animateur_id,
  categorie: preset === CUSTOM ? custom : WEEKLY_MIX_CATEGORY,
});

export function MixForm({ mix, weekly = true, onDone }: MixFormProps) {
  const queryClient = useQueryClient();
  const djs = useQuery({ ...presentersQuery(), select: (presenters) => presenters.filter((presenter) => presenter.role === 'DJ') });
  const startsWeekly = mix ? isWeeklyMix(mix) : weekly;
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<MixValues>({
    defaultValues: {
      titre: mix?.titre ?? '',
      description: mix?.description ?? '',
      animateur_id: mix?.animateur_id ? String(mix.animateur_id) : '',
      preset: startsWeekly ? WEEKLY_MIX_CATEGORY : CUSTOM,
      custom: mix && !startsWeekly ? mix.categorie : '',
      image: null,
      audio: null,
    },
    resolver: sharedSchemaResolver(mixFormSchema, fieldsOf, ({ image, audio }) =>
      (!mix && (!image ? mixMessages.imageRequired : !audio ? mixMessages.audioRequired : undefined)) ||
      fileTooLarge(image, 'image') ||
      fileTooLarge(audio, 'audio'),
    ),
  });
  const custom = form.watch('preset') === CUSTOM;

  const save = async (values: MixValues) => {
    if (mix && !window.confirm(mixMessages.editConfirm)) return;
    const body = new FormData();
    for (const [name, value] of Object.entries(fieldsOf(values))) body.append(name, value);
    if (values.image) body.append('image', values.image);
    if (values.audio) body.append('audio', values.audio);
    setProgress(0);
    try {
      await sendForm(mix ? `/api/mixes/${mix.mixid}` : '/api/mixes', body, { method: mix ? 'PUT' : 'POST', onProgress: setProgress });
      await refreshPublicList(queryClient, mixesQuery().queryKey, '/api/mixes');
      toast.success(mix ? mixMessages.edited : mixMessages.added);
      onDone();
    } finally {
      setProgress(null);
    }
  };

  return (
    <StationForm form={form} onSubmit={save} failure={(error) => staffWriteFailure(error, mix ? mixMessages.editFailed : mixMessages.addFailed)}>
      <FormTextField<MixValues> name="titre" label="Titre *" maxLength={200} />
      <FormTextArea<MixValues> name="description" label="Description *" rows={3} />
      <div className="form__row">
        <FormSelect<MixValues>
          name="animateur_id"
          label="DJ *"
          hint={djs.isError && <p className="field__hint field__hint--error">{mixMessages.djsLoadFailed}</p>}
        >
          <option value="">Sélectionner un DJ</option>
          {djs.data?.map((dj) => (
            <option key={dj.animateurid} value={dj.animateurid}>
              {dj.prenom} {dj.nom}
            </option>
          ))}
        </FormSelect>
        <FormSelect<MixValues> name="preset" label="Catégorie *">
          <option value={WEEKLY_MIX_CATEGORY}>{WEEKLY_MIX_CATEGORY}</option>
          <option value={CUSTOM}>Autre (personnalisée)</option>
        </FormSelect>
      </div>
      {custom && <FormTextField<MixValues> name="custom" label="Catégorie personnalisée *" maxLength={100} placeholder="House, Techno, Afro..." />}
      <FormFileField<MixValues> name="image" label={mix ? 'Image (laisser vide pour garder la pochette)' : 'Image *'} kind="image" currentUrl={mediaUrl('mixImage', mix?.img_url ?? null)} />
      <FormFileField<MixValues> name="audio" label={mix ? 'Fichier audio (laisser vide pour garder le mix)' : 'Fichier audio *'} kind="audio" />
      <UploadProgress fraction={progress} />
      <SubmitButton busyLabel={<><Save size={18} aria-hidden="true" />Envoi en cours...</>}>
        <Save size={18} aria-hidden="true" />
        {mix ? 'Enregistrer les modifications' : 'Ajouter le mix'}
      </SubmitButton>
    </StationForm>
  );
}
