import type { Animateur } from '@station/shared';
import { animateurCreateSchema, animateurUpdateSchema } from '@station/shared';
import { mediaUrl, messages, PRESENTER_ROLES, presenterMessages } from '@station/shared/client';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { useStaffUpload } from '../../../lib/use-staff-upload.ts';
import { FileField, UploadProgress } from '../../../ui/file-field.tsx';
import { FormError, TextField } from '../../../ui/form-field.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useSavePresenter } from './presenter-writes.ts';

interface PresenterFormModalProps {
  open: boolean;
  onClose: () => void;
  /** The presenter edited; absent to add one. */
  presenter?: Animateur;
}

/** spec 2 §5 'Presenter add' and its edit: one form, the photo required only to add. */
export function PresenterFormModal({ open, onClose, presenter }: PresenterFormModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={presenter ? "Modifier l'animateur" : 'Ajouter un animateur'}>
      <PresenterForm presenter={presenter} onDone={onClose} />
    </Modal>
  );
}

const fieldsOf = (presenter?: Animateur) => ({
  prenom: presenter?.prenom ?? '',
  nom: presenter?.nom ?? '',
  categorie: presenter?.categorie ?? '',
  description: presenter?.description ?? '',
  role: presenter?.role ?? 'DJ',
  fb_url: presenter?.fb_url ?? '',
  insta_url: presenter?.insta_url ?? '',
  tiktok_url: presenter?.tiktok_url ?? '',
});
type Fields = ReturnType<typeof fieldsOf>;

function PresenterForm({ presenter, onDone }: { presenter?: Animateur; onDone: () => void }) {
  const [fields, setFields] = useState<Fields>(() => fieldsOf(presenter));
  const [image, setImage] = useState<File | null>(null);
  const { error, setError, progress, pending, upload } = useStaffUpload(useSavePresenter(), presenter ? presenterMessages.updateFailed : presenterMessages.addFailed);
  const ids = { role: useId(), description: useId() };
  const set = (name: keyof Fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = (presenter ? animateurUpdateSchema : animateurCreateSchema).safeParse(fields);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? messages.generic);
    if (!presenter && !image) return setError(presenterMessages.imageRequired);
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (image) form.append('image', image);
    upload({ animateurid: presenter?.animateurid, form }, ({ message }) => {
      toast.success(message);
      onDone();
    });
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={presenter ? "Modifier l'animateur" : 'Ajouter un animateur'}>
      <FormError>{error}</FormError>
      <div className="form__row">
        <TextField label="Prénom" required value={fields.prenom} onChange={set('prenom')} />
        <TextField label="Nom" required value={fields.nom} onChange={set('nom')} />
      </div>
      <div className="form__row">
        <TextField label="Catégorie" required={!presenter} value={fields.categorie} onChange={set('categorie')} placeholder="House & électro" />
        <div className="field">
          <label htmlFor={ids.role}>Rôle</label>
          <select id={ids.role} className="field__input" value={fields.role} onChange={(event) => set('role')(event.target.value)}>
            {PRESENTER_ROLES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor={ids.description}>Description</label>
        <textarea id={ids.description} className="field__input" rows={4} required={!presenter} value={fields.description} onChange={(event) => set('description')(event.target.value)} />
      </div>
      <TextField label="Facebook (URL)" type="url" inputMode="url" value={fields.fb_url} onChange={set('fb_url')} placeholder="https://facebook.com/..." />
      <TextField label="Instagram (URL)" type="url" inputMode="url" value={fields.insta_url} onChange={set('insta_url')} placeholder="https://instagram.com/..." />
      <TextField label="TikTok (URL)" type="url" inputMode="url" value={fields.tiktok_url} onChange={set('tiktok_url')} placeholder="https://tiktok.com/@..." />
      <FileField
        label={presenter ? 'Nouvelle photo (optionnelle)' : 'Photo'}
        kind="image"
        file={image}
        onChange={setImage}
        currentUrl={mediaUrl('animateurImage', presenter?.img_url)}
        required={!presenter}
        onRefuse={setError}
        hint="JPEG, PNG, WebP, GIF ou AVIF, 10 Mo maximum."
      />
      <UploadProgress fraction={progress} />
      <button type="submit" className="btn btn--primary btn--block" disabled={pending}>
        {pending ? 'Enregistrement...' : presenter ? 'Enregistrer' : "Ajouter l'animateur"}
      </button>
    </form>
  );
}
