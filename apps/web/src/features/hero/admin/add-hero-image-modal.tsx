import { heroImageUploadSchema } from '@station/shared';
import { heroMessages } from '@station/shared/client';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from '../../../ui/icons.tsx';
import { useForm } from 'react-hook-form';
import { withReason } from '../../../lib/api-client.ts';
import { fileTooLarge } from '../../../lib/send-form.ts';
import { useToastedUpload } from '../../../lib/use-toasted-upload.ts';
import { UploadProgress } from '../../../ui/file-field.tsx';
import { FormFileField, FormTextField } from '../../../ui/form/fields.tsx';
import { sharedSchemaResolver } from '../../../ui/form/shared-schema-resolver.ts';
import { StationForm, SubmitButton } from '../../../ui/form/station-form.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { refreshHeroImages, uploadHeroImage } from './hero-writes.ts';

/** 'Ajouter une image Hero': image (with preview), 'Titre *', description. */
export function AddHeroImageModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  // The form mounts only while open (Modal): closing it clears the fields.
  return (
    <Modal open={open} onClose={onClose} title="Ajouter une image Hero">
      <AddForm onDone={onClose} />
    </Modal>
  );
}

type HeroValues = { image: File | null; title: string; description: string };

function AddForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const { progress, upload } = useToastedUpload({ uploading: heroMessages.uploading, uploaded: heroMessages.uploaded, failed: heroMessages.uploadFailed });
  const form = useForm<HeroValues>({
    defaultValues: { image: null, title: '', description: '' },
    resolver: sharedSchemaResolver(
      heroImageUploadSchema,
      ({ title, description }) => ({ title, description }),
      ({ image }) => (!image ? heroMessages.imageRequired : fileTooLarge(image, 'image')),
    ),
  });
  const [image, title] = form.watch(['image', 'title']);

  const save = async (values: HeroValues) => {
    const body = new FormData();
    body.append('title', values.title.trim());
    if (values.description.trim()) body.append('description', values.description.trim());
    if (values.image) body.append('image', values.image);
    await upload((onProgress) => uploadHeroImage(body, onProgress));
    await refreshHeroImages(queryClient);
    onDone();
  };

  return (
    <StationForm form={form} onSubmit={save} failure={(error) => withReason(heroMessages.uploadFailed, error)}>
      <FormFileField<HeroValues> name="image" kind="image" label="Image *" required />
      <FormTextField<HeroValues> name="title" label="Titre *" required maxLength={200} />
      <FormTextField<HeroValues> name="description" label="Description" maxLength={1000} />
      <UploadProgress fraction={progress} />
      {/* Disabled until an image and a title are chosen, and while uploading. */}
      <SubmitButton busyLabel="Upload en cours..." disabled={!image || !title.trim()}>
        <Upload size={18} aria-hidden="true" />
        Ajouter l'image
      </SubmitButton>
    </StationForm>
  );
}
