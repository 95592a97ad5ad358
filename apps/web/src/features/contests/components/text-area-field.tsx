import { type TextareaHTMLAttributes, useId } from 'react';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled multi-line input, styled like TextField. */
export function TextAreaField({ label, value, onChange, rows = 4, ...input }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} className="field__input" rows={rows} value={value} onChange={(event) => onChange(event.target.value)} {...input} />
    </div>
  );
}
