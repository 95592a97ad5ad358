// The one way to build a form (docs/decisions/161-one-way-to-build-a-form.md): React Hook Form keeps the
// values, the dirty state and the submitting state; the shared zod schema checks the values through
// its resolver, so the browser says the server's own French message before anything is sent; a
// refusal from the server lands in the same red box as the browser's own checks; the
// submit button shows its busy label while the form sends; a form with unsaved changes asks before
// the page or the modal is left. Loaded only in the chunks that have forms.
import { type ComponentProps, type ComponentType, type CSSProperties, type FormEvent, type ReactNode, useCallback, useEffect, useRef } from 'react';
import { type FieldErrors, type FieldValues, FormProvider, type UseFormReturn, useFormContext } from 'react-hook-form';
import { toast } from 'sonner';
import { FormError } from '../form-field.tsx';
import { Modal } from '../modal.tsx';
import { LeaveGuard } from './leave-guard.tsx';

interface StationFormProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** Sends the checked values; a thrown error's French message shows in the red box. */
  onSubmit: (values: V) => Promise<unknown> | unknown;
  /** The French message for a failure (null: nothing to say, e.g. a confirmation declined). */
  failure: (error: unknown) => string | null;
  children: ReactNode;
  label?: string;
  className?: string;
  /** Ask before leaving with unsaved changes (default: yes). */
  guardLeaving?: boolean;
  /** Where refusals are said: the red box or, where the spec says so, an error toast. */
  errorsAs?: 'box' | 'toast';
}

export function StationForm<V extends FieldValues>({
  form,
  onSubmit,
  failure,
  children,
  label,
  className = 'form',
  guardLeaving = true,
  errorsAs = 'box',
}: StationFormProps<V>) {
  // Read in the render so React Hook Form keeps them up to date (it tracks only what is read); the
  // leave guard reads them again, live, when a navigation starts.
  const { errors, isDirty: _dirty, isSubmitting: _submitting, isSubmitSuccessful: _sent } = form.formState;
  // A refusal thrown by onSubmit leaves the submit unsuccessful (the changes still guarded), then
  // says why in the red box.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const sayInvalid = (invalid: FieldErrors<V>) => {
      const message = invalid.root?.message ?? firstFieldError(invalid);
      if (errorsAs === 'toast' && message) toast.error(message);
    };
    try {
      await form.handleSubmit(async (values) => {
        await onSubmit(values);
      }, sayInvalid)(event);
    } catch (error) {
      const message = failure(error);
      if (message && errorsAs === 'toast') toast.error(message);
      else if (message) form.setError('root.server', { message });
    }
  };
  // A new attempt starts without the last refusal.
  useEffect(() => {
    const subscription = form.watch(() => errors.root?.server && form.clearErrors('root.server'));
    return () => subscription.unsubscribe();
  }, [form, errors.root?.server]);
  const message = errors.root?.server?.message ?? errors.root?.message ?? firstFieldError(errors);
  // A refusal in a long form (a phone's screen) is brought into view: the red box sits at its top.
  const formRef = useRef<HTMLFormElement>(null);
  const { submitCount } = form.formState;
  useEffect(() => {
    if (message && submitCount > 0) formRef.current?.querySelector('.form-error')?.scrollIntoView({ block: 'nearest' });
  }, [message, submitCount]);
  // One function for the form's life: the router's blocker is set once, not at every keystroke.
  const unsaved = useCallback(() => unsavedChanges(form), [form]);
  return (
    <FormProvider {...form}>
      <form ref={formRef} className={className} onSubmit={submit} noValidate aria-label={label}>
        {errorsAs === 'box' && <FormError>{message}</FormError>}
        {children}
      </form>
      {guardLeaving && <LeaveGuard unsaved={unsaved} formRef={formRef} />}
    </FormProvider>
  );
}

/** Changes typed and not sent: while the form sends (its success may move on), nothing is unsaved. */
function unsavedChanges<V extends FieldValues>(form: UseFormReturn<V>): boolean {
  // formState reads the form's live state, also from outside a render.
  const { isDirty, isSubmitting, isSubmitSuccessful } = form.formState;
  return isDirty && !isSubmitting && !isSubmitSuccessful;
}

/** The first message among the fields' errors, in the order of the form's fields. */
function firstFieldError(errors: Record<string, unknown>): string | undefined {
  for (const [name, value] of Object.entries(errors)) {
    if (name === 'root' || !value || typeof value !== 'object') continue;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

interface SubmitButtonProps {
  children: ReactNode;
  /** Shown while the form sends: 'Enregistrement...', 'Envoi en cours...'. */
  busyLabel: ReactNode;
  disabled?: boolean;
  /** Busy beyond the submit itself: a write the form handed to its owner's mutation. */
  busy?: boolean;
  className?: string;
  style?: CSSProperties;
}

export function SubmitButton({ children, busyLabel, disabled = false, busy = false, className = 'btn btn--primary btn--block', style }: SubmitButtonProps) {
  const working = useFormContext().formState.isSubmitting || busy;
  return (
    <button type="submit" className={className} disabled={disabled || working} style={style}>
      {working ? busyLabel : children}
    </button>
  );
}

interface RecordFormModalProps<T> {
  open: boolean;
  onClose: () => void;
  /** The record edited; absent to add one. */
  record?: T;
}

/**
 * The modal of an admin form that adds a record or edits the one given (an emission, a presenter, a
 * contest): its title says which; the form mounts fresh at each opening and closes the modal once saved.
 */
export function recordFormModal<T>(
  titles: { add: string; edit: string },
  Form: ComponentType<{ record?: T; onDone: () => void }>,
  size?: ComponentProps<typeof Modal>['size'],
) {
  return function RecordFormModal({ open, onClose, record }: RecordFormModalProps<T>) {
    return (
      <Modal open={open} onClose={onClose} title={record ? titles.edit : titles.add} size={size}>
        <Form record={record} onDone={onClose} />
      </Modal>
    );
  };
}
