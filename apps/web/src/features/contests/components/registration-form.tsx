import type { ContestRegistration, RegistrationCategory } from '@station/shared';
import { REGISTRATION_CATEGORIES, contestMessages } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { refusalOr } from '../../../lib/api-client.ts';
import { fileTooLarge, sendForm } from '../../../lib/send-form.ts';
import { FormError, TextField } from '../../../ui/form-field.tsx';
import { activeContestsQuery } from '../api/contests-query.ts';
import { genreLook } from '../genres.ts';
import { TextAreaField } from './text-area-field.tsx';
import '../contests.css';

const REDIRECT_AFTER_MS = 3000;

interface RegistrationFormProps {
  defaults: { name: string; email: string };
  onCategory: (category: RegistrationCategory) => void;
}

/** spec 2 §2, §3, §5 'Contest registration form': fields, photo and MP3, progress, success then /mes-inscriptions. */
export function RegistrationForm({ defaults, onCategory }: RegistrationFormProps) {
  const contests = useQuery(activeContestsQuery());
  const navigate = useNavigate();
  const [values, setValues] = useState({ name: defaults.name, email: defaults.email, phone: '', description: '', song_title: '', media_url: '', concours_id: '' });
  const [category, setCategory] = useState<RegistrationCategory>('pop');
  const [photo, setPhoto] = useState<File | null>(null);
  const [song, setSong] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<ContestRegistration | null>(null);
  const set = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const uploading = progress !== null;

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => void navigate({ to: '/mes-inscriptions' }), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const chooseCategory = (value: RegistrationCategory) => {
    setCategory(value);
    onCategory(value);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { concours_id, ...required } = values;
    if (Object.values(required).some((value) => !value.trim())) return setError(contestMessages.fillAllFields);
    if (!photo || !song) return setError(contestMessages.uploadsRequired);
    if (!photo.type.startsWith('image/')) return setError(contestMessages.photoInvalid);
    if (song.type !== 'audio/mpeg' && !/\.mp3$/i.test(song.name)) return setError(contestMessages.songInvalid);
    const tooLarge = fileTooLarge(photo, 'image') ?? fileTooLarge(song, 'audio');
    if (tooLarge) return setError(tooLarge);
    setError(null);
    const form = new FormData();
    for (const [field, value] of Object.entries(required)) form.set(field, value.trim());
    if (concours_id) form.set('concours_id', concours_id);
    form.set('category', category);
    form.set('photo', photo);
    form.set('song', song);
    setProgress(0);
    try {
      setDone(await sendForm<ContestRegistration>('/api/contest-registrations', form, { onProgress: setProgress }));
    } catch (failure) {
      setError(refusalOr(failure, contestMessages.registrationFailed));
    } finally {
      setProgress(null);
    }
  };

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
    <form className="form registration-form" onSubmit={submit} noValidate aria-busy={uploading}>
      <div className="form__row">
        <TextField label="Nom" value={values.name} onChange={set('name')} autoComplete="name" />
        <TextField label="Email" type="email" value={values.email} onChange={set('email')} autoComplete="email" />
      </div>
      <div className="form__row">
        <TextField label="Téléphone" type="tel" value={values.phone} onChange={set('phone')} autoComplete="tel" />
        <div className="field">
          <label htmlFor="registration-category">Catégorie</label>
          <select id="registration-category" className="field__input" value={category} onChange={(event) => chooseCategory(event.target.value as RegistrationCategory)}>
            {REGISTRATION_CATEGORIES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {(contests.data?.length ?? 0) > 0 && (
        <div className="field">
          <label htmlFor="registration-contest">Concours (facultatif)</label>
          <select id="registration-contest" className="field__input" value={values.concours_id} onChange={(event) => set('concours_id')(event.target.value)}>
            <option value="">Tous les concours ouverts</option>
            {contests.data?.map((contest) => (
              <option key={contest.concoursid} value={contest.concoursid}>
                {contest.nom_concours}
              </option>
            ))}
          </select>
        </div>
      )}
      <TextAreaField label="Présentez-vous" value={values.description} onChange={set('description')} rows={4} />
      <div className="form__row">
        <TextField label="Titre du morceau" value={values.song_title} onChange={set('song_title')} />
        <TextField label="Lien de vos réseaux (URL)" type="url" inputMode="url" value={values.media_url} onChange={set('media_url')} placeholder="https://..." />
      </div>
      <div className="form__row">
        <div className="field">
          <label htmlFor="registration-photo">Photo</label>
          <input id="registration-photo" className="field__input" type="file" accept="image/*" onChange={(event) => setPhoto(event.target.files?.[0] ?? null)} />
        </div>
        <div className="field">
          <label htmlFor="registration-song">Morceau (MP3)</label>
          <input id="registration-song" className="field__input" type="file" accept="audio/mpeg,.mp3" onChange={(event) => setSong(event.target.files?.[0] ?? null)} />
        </div>
      </div>
      {uploading && (
        <div className="upload-status">
          <progress className="upload-progress" value={progress} max={1} aria-label="Téléchargement en cours" />
          <span>{Math.round((progress ?? 0) * 100)} %</span>
        </div>
      )}
      <FormError>{error}</FormError>
      <div className="form__actions">
        <button type="submit" className="btn btn--primary btn--large" disabled={uploading} style={{ background: genreLook(category).colour }}>
          {uploading ? 'Envoi en cours...' : "S'inscrire au concours"}
        </button>
      </div>
    </form>
  );
}
