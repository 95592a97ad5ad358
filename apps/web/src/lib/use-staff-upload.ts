import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { staffRefusal } from './staff-refusal.ts';

type WithProgress = { onProgress?: (fraction: number) => void };

/**
 * A staff form's upload through its mutation: the progress bar's fraction while it sends, the
 * form's error (the server's French reason, or `failure`), and the failure toast. The success is the
 * form's own (its toast, closing the modal).
 */
export function useStaffUpload<Variables extends WithProgress, Result>(mutation: UseMutationResult<Result, unknown, Variables>, failure: string) {
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = (variables: Omit<Variables, 'onProgress'>, onSuccess: (result: Result) => void) => {
    setError(undefined);
    setProgress(0);
    // mutateAsync, not mutate's own callbacks: a save can move its card in the list, which unmounts
    // the form before those would run, and the confirmation toast was lost (issue 19 §16).
    mutation
      .mutateAsync({ ...variables, onProgress: setProgress } as Variables)
      .then(onSuccess, (reason: unknown) => {
        setError(staffRefusal(reason, failure));
        toast.error(failure);
      })
      .finally(() => setProgress(null));
  };
  return { error, setError, progress, pending: mutation.isPending, upload };
}
