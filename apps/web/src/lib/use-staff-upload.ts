import { useState } from 'react';
import { toast } from 'sonner';
import { staffRefusal } from './staff-refusal.ts';

type WithProgress = { onProgress?: (fraction: number) => void };

/**
 * A staff form's upload through its mutation (or any sender with the same shape): the progress bar's fraction while it sends, and the
 * failure toast; the refusal is thrown on to the form, whose red box says the server's French reason
 * (`refusal`). The success is the form's own (its toast, closing the modal). mutateAsync, not
 * mutate's own callbacks: a save can move its card in the list, which unmounts the form before those
 * would run, and the confirmation toast was lost.
 */
export function useStaffUpload<Variables extends WithProgress, Result>(mutation: { mutateAsync: (variables: Variables) => Promise<Result> }, failure: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = async (variables: Omit<Variables, 'onProgress'>): Promise<Result> => {
    setProgress(0);
    try {
      return await mutation.mutateAsync({ ...variables, onProgress: setProgress } as Variables);
    } catch (reason) {
      toast.error(failure);
      throw reason;
    } finally {
      setProgress(null);
    }
  };
  return { progress, upload, refusal: (reason: unknown) => staffRefusal(reason, failure) };
}
