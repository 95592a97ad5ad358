import type { AboutImage, AboutImageKey, AboutImageUploadResponse } from '@station/shared';
import { aboutMessages, imageVariantUrl, mediaUrl } from '@station/shared/client';
import { useQueryClient } from '@tanstack/react-query';
import { ImageUp, Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { withReason } from '../../../lib/api-client.ts';
import { fileTooLarge, sendForm } from '../../../lib/send-form.ts';
import { FormError, TextField } from '../../../ui/form-field.tsx';
import { FileField } from '../../../ui/file-field.tsx';
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

/** spec 2 §5 About image upload: file required (images), alt text optional. Admins only (lazy chunk). */
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

function ReplaceForm({ imageKey, slot, onDone }: { imageKey: AboutImageKey; slot: AboutImage | undefined; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [altText, setAltText] = useState(slot?.alt_text ?? '');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const uploading = progress !== null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = !file ? aboutMessages.imageRequired : fileTooLarge(file, 'image');
    if (problem || !file) return setError(problem ?? aboutMessages.imageRequired);
    setError(undefined);
    const form = new FormData();
    form.append('image', file);
    form.append('alt_text', altText.trim());
    setProgress(0);
    const toastId = toast.loading(aboutMessages.uploading);
    try {
      const { data } = await sendForm<AboutImageUploadResponse>(`/api/about-section/upload/${imageKey}`, form, { onProgress: setProgress });
      // The answer names the new file: every view of the slot shows it at once.
      queryClient.setQueryData(aboutImagesQuery().queryKey, (images: AboutImage[] | undefined) => [
        ...(images ?? []).filter((image) => image.image_key !== imageKey),
        data,
      ]);
      toast.success(aboutMessages.uploaded, { id: toastId, duration: 4000 });
      onDone();
    } catch (failure) {
      toast.error(aboutMessages.uploadFailed, { id: toastId });
      setError(withReason(aboutMessages.uploadFailed, failure));
      setProgress(null);
    }
  };

  const current = imageVariantUrl(mediaUrl('aboutImage', slot?.image_filename), 640);
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormError>{error}</FormError>
      <FileField kind="image" label="Nouvelle image *" file={file} onChange={setFile} currentUrl={current} required disabled={uploading} />
      <TextField label="Texte alternatif" value={altText} onChange={setAltText} disabled={uploading} maxLength={300} hint="Décrit l'image pour les lecteurs d'écran." />
      {uploading && <progress className="upload-progress" value={progress} max={1} aria-label="Progression de l'envoi" />}
      <button type="submit" className="btn btn--primary btn--block" disabled={uploading || !file}>
        <Upload size={18} aria-hidden="true" />
        {uploading ? 'Upload en cours...' : "Mettre à jour l'image"}
      </button>
    </form>
  );
}
