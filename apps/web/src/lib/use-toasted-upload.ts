import { useState } from 'react';
import { toast } from 'sonner';

interface UploadToasts {
  /** 'Upload … en cours...', shown while it sends. */
  uploading: string;
  /** Replaces the loading toast for 4 s (the upload success toast lasts 4000 ms). */
  uploaded: string;
  /** Replaces it on failure; the refusal is thrown on to the form, whose red box gives the reason. */
  failed: string;
}

/** An image upload with one toast that goes from 'en cours' to its outcome (hero, about), and its progress. */
export function useToastedUpload(texts: UploadToasts) {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = async <T>(send: (onProgress: (fraction: number) => void) => Promise<T>): Promise<T> => {
    setProgress(0);
    const toastId = toast.loading(texts.uploading);
    try {
      const result = await send(setProgress);
      toast.success(texts.uploaded, { id: toastId, duration: 4000 });
      return result;
    } catch (failure) {
      toast.error(texts.failed, { id: toastId });
      throw failure;
    } finally {
      setProgress(null);
    }
  };
  return { progress, upload };
}
