import type { Animateur } from '@station/shared';
import { animateurCreateSchema, animateurUpdateSchema } from '@station/shared';
import { mediaUrl, PRESENTER_ROLES, presenterMessages } from '@station/shared/client';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useStaffUpload } from '../../../lib/use-staff-upload.ts';
import { UploadProgress } from '../../../ui/file-field.tsx';
import { FormFileField, FormSelect, FormTextArea, FormTextField } from '../../../ui/form/fields.tsx';
import { sharedSchemaResolver } from '../../../ui/form/shared-schema-resolver.ts';
import { recordFormModal, StationForm, SubmitButton } from '../../../ui/form/station-form.tsx';
import { PresenterAccountForm } from './presenter-account-form.tsx';
import { useSavePresenter } from './presenter-writes.ts';

/** 'Presenter add' and its edit: one form, the photo required only to add. */
export const PresenterFormModal = recordFormModal<Animateur>({ add: 'Ajouter un animateur', edit: "Modifier l'animateur" }, ({ record, onDone }) => (
  <>
    <PresenterForm presenter={record} onDone={onDone} />
    {/* Apart from the presenter's own fields: linked (or unlinked) at once, never public. */}
    {record && <PresenterAccountForm animateurid={record.animateurid} />}
  </>
));

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
type PresenterValues = ReturnType<typeof fieldsOf> & { image: File | null };

function PresenterForm({ presenter, onDone }: { presenter?: Animateur; onDone: () => void }) {
  const { progress, upload, refusal } = useStaffUpload(useSavePresenter(), presenter ? presenterMessages.updateFailed : presenterMessages.addFailed);
  const form = useForm<PresenterValues>({
    defaultValues: { ...fieldsOf(presenter), image: null },
    resolver: sharedSchemaResolver(
      presenter ? animateurUpdateSchema : animateurCreateSchema,
      ({ image: _image, ...fields }) => fields,
      ({ image }) => !presenter && !image && presenterMessages.imageRequired,
    ),
  });

  const save = async ({ image, ...fields }: PresenterValues) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    if (image) body.append('image', image);
    const { message } = await upload({ animateurid: presenter?.animateurid, form: body });
    toast.success(message);
    onDone();
  };

  return (
    <StationForm form={form} onSubmit={save} failure={refusal} label={presenter ? "Modifier l'animateur" : 'Ajouter un animateur'}>
      <div className="form__row">
        <FormTextField<PresenterValues> name="prenom" label="Prénom" required />
        <FormTextField<PresenterValues> name="nom" label="Nom" required />
      </div>
      <div className="form__row">
        <FormTextField<PresenterValues> name="categorie" label="Catégorie" required={!presenter} placeholder="House & électro" />
        <FormSelect<PresenterValues> name="role" label="Rôle" options={PRESENTER_ROLES.map((role) => ({ value: role, label: role }))} />
      </div>
      <FormTextArea<PresenterValues> name="description" label="Description" rows={4} />
      <FormTextField<PresenterValues> name="fb_url" label="Facebook (URL)" type="url" inputMode="url" placeholder="https://facebook.com/..." />
      <FormTextField<PresenterValues> name="insta_url" label="Instagram (URL)" type="url" inputMode="url" placeholder="https://instagram.com/..." />
      <FormTextField<PresenterValues> name="tiktok_url" label="TikTok (URL)" type="url" inputMode="url" placeholder="https://tiktok.com/@..." />
      <FormFileField<PresenterValues>
        name="image"
        label={presenter ? 'Nouvelle photo (optionnelle)' : 'Photo'}
        kind="image"
        currentUrl={mediaUrl('animateurImage', presenter?.img_url)}
        required={!presenter}
        hint="JPEG, PNG, WebP, GIF ou AVIF, 10 Mo maximum."
      />
      <UploadProgress fraction={progress} />
      <SubmitButton busyLabel="Enregistrement...">{presenter ? 'Enregistrer' : "Ajouter l'animateur"}</SubmitButton>
    </StationForm>
  );
}
