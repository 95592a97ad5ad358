import type { ContestRegistration, RegistrationCategory } from '@station/shared';
import { REGISTRATION_CATEGORIES, contestMessages } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { CheckCircle2 } from '../../../ui/icons.tsx';
import { type ChangeEvent, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { refusalOr } from '../../../lib/api-client.ts';
import { fileTooLarge, sendForm } from '../../../lib/send-form.ts';
import { FormSelect, FormTextArea, FormTextField } from '../../../ui/form/fields.tsx';
import { checkResolver } from '../../../ui/form/shared-schema-resolver.ts';
import { StationForm, SubmitButton } from '../../../ui/form/station-form.tsx';
import { activeContestsQuery } from '../api/contests-query.ts';
import { genreLook } from '../genres.ts';
import '../contests.css';

const REDIRECT_AFTER_MS = 3000;

interface RegistrationFormProps {
  defaults: { name: string; email: string };
  onCategory: (category: RegistrationCategory) => void;
}

type RegistrationValues = {
  name: string;
  email: string;
  phone: string;
  description: string;
  song_title: string;
  media_url: string;
  concours_id: string;
  category: RegistrationCategory;
  photo: File | null;
  song: File | null;
};

/** Every text field filled, a photo and an MP3 of an allowed size. */
function registrationProblem({ concours_id: _contest, category: _category, photo, song, ...required }: RegistrationValues): string | null | undefined {
  if (Object.values(required).some((value) => !value.trim())) return contestMessages.fillAllFields;
  if (!photo || !song) return contestMessages.uploadsRequired;
  if (!photo.type.startsWith('image/')) return contestMessages.photoInvalid;
  if (song.type !== 'audio/mpeg' && !/\.mp3$/i.test(song.name)) return contestMessages.songInvalid;
  return fileTooLarge(photo, 'image') ?? fileTooLarge(song, 'audio');
}

/** 'Contest registration form': fields, photo and MP3, progress, success then /mes-inscriptions. */
export function RegistrationForm({ defaults, onCategory }: RegistrationFormProps) {
  const contests = useQuery(activeContestsQuery());
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState<ContestRegistration | null>(null);
  const form = useForm<RegistrationValues>({
    defaultValues: { name: defaults.name, email: defaults.email, phone: '', description: '', song_title: '', media_url: '', concours_id: '', category: 'pop', photo: null, song: null },
    resolver: checkResolver(registrationProblem),
  });
  const category = form.watch('category');
  useEffect(() => onCategory(category), [category, onCategory]);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => void navigate({ to: '/mes-inscriptions' }), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const send = async ({ concours_id, category, photo, song, ...required }: RegistrationValues) => {
    const body = new FormData();
    for (const [field, value] of Object.entries(required)) body.set(field, value.trim());
    if (concours_id) body.set('concours_id', concours_id);
    body.set('category', category);
    if (photo) body.set('photo', photo);
    if (song) body.set('song', song);
    setProgress(0);
    try {
      setDone(await sendForm<ContestRegistration>('/api/contest-registrations', body, { onProgress: setProgress }));
    } finally {
      setProgress(null);
    }
  };
  const chooseFile = (field: 'photo' | 'song') => (event: ChangeEvent<HTMLInputElement>) =>
    form.setValue(field, event.target.files?.[0] ?? null, { shouldDirty: true });

  if (done) {
    return (
      <div className="registration-done" role="status">
        <CheckCircle2 size={56} aria-hidden="true" />
        <h2>{contestMessages.registrationSucceeded}</h2>
        <p>Votre candidature « {done.song_title} » est enregistrée. Redirection vers vos inscriptions…</p>
      </div>
    );
  }

  return (
    <StationForm form={form} onSubmit={send} failure={(error) => refusalOr(error, contestMessages.registrationFailed)} className="form registration-form">
      <div className="form__row">
        <FormTextField<RegistrationValues> name="name" label="Nom" autoComplete="name" />
        <FormTextField<RegistrationValues> name="email" label="Email" type="email" autoComplete="email" />
      </div>
      <div className="form__row">
        <FormTextField<RegistrationValues> name="phone" label="Téléphone" type="tel" autoComplete="tel" />
        <FormSelect<RegistrationValues> name="category" label="Catégorie" options={REGISTRATION_CATEGORIES} />
      </div>
      {(contests.data?.length ?? 0) > 0 && (
        <FormSelect<RegistrationValues> name="concours_id" label="Concours (facultatif)">
          <option value="">Tous les concours ouverts</option>
          {contests.data?.map((contest) => (
            <option key={contest.concoursid} value={contest.concoursid}>
              {contest.nom_concours}
            </option>
          ))}
        </FormSelect>
      )}
      <FormTextArea<RegistrationValues> name="description" label="Présentez-vous" rows={4} />
      <div className="form__row">
        <FormTextField<RegistrationValues> name="song_title" label="Titre du morceau" />
        <FormTextField<RegistrationValues> name="media_url" label="Lien de vos réseaux (URL)" type="url" inputMode="url" placeholder="https://..." />
      </div>
      <div className="form__row">
        <div className="field">
          <label htmlFor="registration-photo">Photo</label>
          <input id="registration-photo" className="field__input" type="file" accept="image/*" onChange={chooseFile('photo')} />
        </div>
        <div className="field">
          <label htmlFor="registration-song">Morceau (MP3)</label>
          <input id="registration-song" className="field__input" type="file" accept="audio/mpeg,.mp3" onChange={chooseFile('song')} />
        </div>
      </div>
      {progress !== null && (
        <div className="upload-status">
          <progress className="upload-progress" value={progress} max={1} aria-label="Téléchargement en cours" />
          <span>{Math.round(progress * 100)} %</span>
        </div>
      )}
      <div className="form__actions">
        <SubmitButton busyLabel="Envoi en cours..." className="btn btn--primary btn--large" style={{ background: genreLook(category).colour }}>
          S'inscrire au concours
        </SubmitButton>
      </div>
    </StationForm>
  );
}
