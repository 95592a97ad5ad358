import type { AboutImage, AboutImageKey, AboutImageUploadResponse } from '@station/shared';
import { aboutMessages, imageVariantUrl, mediaUrl } from '@station/shared/client';
import { useQueryClient } from '@tanstack/react-query';
import { ImageUp, Upload } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { withReason } from '../../../lib/api-client.ts';
import { fileTooLarge, sendForm } from '../../../lib/send-form.ts';
import { useToastedUpload } from '../../../lib/use-toasted-upload.ts';
import { UploadProgress } from '../../../ui/file-field.tsx';
import { FormFileField, FormTextField } from '../../../ui/form/fields.tsx';
import { checkResolver } from '../../../ui/form/shared-schema-resolver.ts';
import { StationForm, SubmitButton } from '../../../ui/form/station-form.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { aboutImagesQuery } from '../api/about-images-query.ts';
import './about-admin.css';

const SLOT_NAMES: Record<AboutImageKey, string> = {
  hero_bg: 'Image principale',
  studio: 'Studio',
  mixer: 'Console',
  equipment: 'Matériel',
  headphones: 'Casque',
};

/** About image upload: file required (images), alt text optional. Admins only (lazy chunk). */
export default function AboutAdminImageButton({ imageKey, slot }: { imageKey: AboutImageKey; slot: AboutImage | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn--glass about-slot__admin" onClick={() => setOpen(true)}>
        <ImageUp size={16} aria-hidden="true" />
        Changer l'image<span className="visually-hidden"> : {SLOT_NAMES[imageKey]}</span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={`Changer l'image : ${SLOT_NAMES[imageKey]}`}>
        <ReplaceForm imageKey={imageKey} slot={slot} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}

type ImageValues = { image: File | null; alt_text: string };

function ReplaceForm({ imageKey, slot, onDone }: { imageKey: AboutImageKey; slot: AboutImage | undefined; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { progress, upload } = useToastedUpload({ uploading: aboutMessages.uploading, uploaded: aboutMessages.uploaded, failed: aboutMessages.uploadFailed });
  const form = useForm<ImageValues>({
    defaultValues: { image: null, alt_text: slot?.alt_text ?? '' },
    resolver: checkResolver(({ image }) => (!image ? aboutMessages.imageRequired : fileTooLarge(image, 'image'))),
  });
  const image = form.watch('image');

  const save = async (values: ImageValues) => {
    const body = new FormData();
    if (values.image) body.append('image', values.image);
    body.append('alt_text', values.alt_text.trim());
    const { data } = await upload((onProgress) => sendForm<AboutImageUploadResponse>(`/api/about-section/upload/${imageKey}`, body, { onProgress }));
    // The answer names the new file: every view of the slot shows it at once.
    queryClient.setQueryData(aboutImagesQuery().queryKey, (images: AboutImage[] | undefined) => [...(images ?? []).filter((kept) => kept.image_key !== imageKey), data]);
    onDone();
  };

  const current = imageVariantUrl(mediaUrl('aboutImage', slot?.image_filename), 640);
  return (
    <StationForm form={form} onSubmit={save} failure={(error) => withReason(aboutMessages.uploadFailed, error)}>
      <FormFileField<ImageValues> name="image" kind="image" label="Nouvelle image *" currentUrl={current} required />
      <FormTextField<ImageValues> name="alt_text" label="Texte alternatif" maxLength={300} hint="Décrit l'image pour les lecteurs d'écran." />
      <UploadProgress fraction={progress} />
      <SubmitButton busyLabel="Upload en cours..." disabled={!image}>
        <Upload size={18} aria-hidden="true" />
        Mettre à jour l'image
      </SubmitButton>
    </StationForm>
  );
}
