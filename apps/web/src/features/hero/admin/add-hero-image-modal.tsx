import { heroImageUploadSchema } from '@station/shared';
import { heroMessages } from '@station/shared/client';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { withReason } from '../../../lib/api-client.ts';
import { fileTooLarge } from '../../../lib/send-form.ts';
import { FormError, TextField } from '../../../ui/form-field.tsx';
import { FileField } from '../../../ui/file-field.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { refreshHeroImages, uploadHeroImage } from './hero-writes.ts';

/** spec 1 §2 'Ajouter une image Hero': image (with preview), 'Titre *', description. */
export function AddHeroImageModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  // The form mounts only while open (Modal): closing it clears the fields (spec 1 §4).
  return (
    <Modal open={open} onClose={onClose} title="Ajouter une image Hero">
      <AddForm onDone={onClose} />
    </Modal>
  );
}

function AddForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const uploading = progress !== null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = heroImageUploadSchema.safeParse({ title, description });
    const problem = !file ? heroMessages.imageRequired : !fields.success ? fields.error.issues[0]?.message : fileTooLarge(file, 'image');
    if (problem || !file) return setError(problem ?? heroMessages.imageRequired);
    setError(undefined);
    const form = new FormData();
    form.append('title', title.trim());
    if (description.trim()) form.append('description', description.trim());
    form.append('image', file);
    setProgress(0);
    const toastId = toast.loading(heroMessages.uploading);
    try {
      await uploadHeroImage(form, setProgress);
      toast.success(heroMessages.uploaded, { id: toastId, duration: 4000 });
      await refreshHeroImages(queryClient);
      onDone();
    } catch (failure) {
      toast.error(heroMessages.uploadFailed, { id: toastId });
      setError(withReason(heroMessages.uploadFailed, failure));
      setProgress(null);
    }
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormError>{error}</FormError>
      <FileField kind="image" label="Image *" file={file} onChange={setFile} required disabled={uploading} />
      <TextField label="Titre *" required value={title} onChange={setTitle} disabled={uploading} maxLength={200} />
      <TextField label="Description" value={description} onChange={setDescription} disabled={uploading} maxLength={1000} />
      {uploading && <progress className="upload-progress" value={progress} max={1} aria-label="Progression de l'envoi" />}
      {/* spec 1 §5: disabled until an image and a title are chosen, and while uploading. */}
      <button type="submit" className="btn btn--primary btn--block" disabled={uploading || !file || !title.trim()}>
        <Upload size={18} aria-hidden="true" />
        {uploading ? 'Upload en cours...' : "Ajouter l'image"}
      </button>
    </form>
  );
}
