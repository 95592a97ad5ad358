// The kit's fields: the app's labelled inputs (ui/form-field.tsx, ui/file-field.tsx) bound to the
// form by name, so a form lists its fields and nothing else.
import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import { FileField } from '../file-field.tsx';
import { PasswordField, TextField } from '../form-field.tsx';

type Named<V extends FieldValues> = { name: Path<V> };

export function FormTextField<V extends FieldValues>({ name, ...props }: Named<V> & Omit<ComponentProps<typeof TextField>, 'value' | 'onChange'>) {
  const { field } = useController<V>({ name });
  return <TextField {...props} value={(field.value as string | undefined) ?? ''} onChange={field.onChange} onBlur={field.onBlur} />;
}

export function FormTextArea<V extends FieldValues>({ name, label, rows = 4, hint, maxLength }: Named<V> & { label: string; rows?: number; hint?: string; maxLength?: number }) {
  const id = useId();
  const { register } = useFormContext<V>();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} className="field__input" rows={rows} maxLength={maxLength} {...register(name)} />
      {hint && (
        // A counter under the field is read out as it changes.
        <p className="field__hint" aria-live="polite">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A file refused in the browser (its type, its size) says why in the form's red box. */
export function FormFileField<V extends FieldValues>({ name, ...props }: Named<V> & Omit<ComponentProps<typeof FileField>, 'file' | 'onChange' | 'onRefuse'>) {
  const { field } = useController<V>({ name });
  const { setError } = useFormContext<V>();
  return (
    <FileField
      {...props}
      file={(field.value as File | null | undefined) ?? null}
      onChange={field.onChange}
      onRefuse={(message) => setError('root.server', { message })}
    />
  );
}

export interface SelectOption {
  value: string;
  label: ReactNode;
}

/** A select of `options` (in their order), or of `children` when the options are not a plain list. */
export function FormSelect<V extends FieldValues>({ name, label, options, children, hint }: Named<V> & { label: string; options?: readonly SelectOption[]; children?: ReactNode; hint?: ReactNode }) {
  const id = useId();
  const { register } = useFormContext<V>();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="field__input" {...register(name)}>
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      {hint}
    </div>
  );
}

export function FormPasswordField<V extends FieldValues>({ name, ...props }: Named<V> & Omit<ComponentProps<typeof PasswordField>, 'value' | 'onChange'>) {
  const { field } = useController<V>({ name });
  return <PasswordField {...props} value={(field.value as string | undefined) ?? ''} onChange={field.onChange} onBlur={field.onBlur} />;
}

export function FormCheckbox<V extends FieldValues>({ name, children }: Named<V> & { children: ReactNode }) {
  const { register } = useFormContext<V>();
  return (
    <label className="checkbox">
      <input type="checkbox" {...register(name)} />
      {children}
    </label>
  );
}
