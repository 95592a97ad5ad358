// The kit's fields: the app's labelled inputs (ui/form-field.tsx, ui/file-field.tsx) bound to the
// form by name, so a form lists its fields and nothing else.
import type { ComponentProps } from 'react';
import { useId } from 'react';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import { FileField } from '../file-field.tsx';
import { TextField } from '../form-field.tsx';

type Named<V extends FieldValues> = { name: Path<V> };

export function FormTextField<V extends FieldValues>({ name, ...props }: Named<V> & Omit<ComponentProps<typeof TextField>, 'value' | 'onChange'>) {
  const { field } = useController<V>({ name });
  return <TextField {...props} value={(field.value as string | undefined) ?? ''} onChange={field.onChange} onBlur={field.onBlur} />;
}

export function FormTextArea<V extends FieldValues>({ name, label, rows = 4, hint }: Named<V> & { label: string; rows?: number; hint?: string }) {
  const id = useId();
  const { register } = useFormContext<V>();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} className="field__input" rows={rows} {...register(name)} />
      {hint && <p className="field__hint">{hint}</p>}
    </div>
  );
}

export function FormFileField<V extends FieldValues>({ name, ...props }: Named<V> & Omit<ComponentProps<typeof FileField>, 'file' | 'onChange'>) {
  const { field } = useController<V>({ name });
  return <FileField {...props} file={(field.value as File | null | undefined) ?? null} onChange={field.onChange} />;
}
