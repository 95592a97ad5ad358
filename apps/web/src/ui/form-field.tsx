import { Eye, EyeOff } from './icons.tsx';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
}

/** A labelled text input. Forms use noValidate: the French messages come from the shared schemas. */
export function TextField({ label, value, onChange, hint, className = '', ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={`field ${className}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} className="field__input" value={value} onChange={(event) => onChange(event.target.value)} {...input} />
      {hint && <p className="field__hint">{hint}</p>}
    </div>
  );
}

/** A password input with a show/hide toggle (the profile page). */
export function PasswordField({ label, value, onChange, ...input }: Omit<FieldProps, 'type'>) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field__password">
        <input
          id={id}
          className="field__input"
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...input}
        />
        <button
          type="button"
          className="field__toggle"
          aria-label={visible ? `Masquer ${label.toLowerCase()}` : `Afficher ${label.toLowerCase()}`}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        </button>
      </div>
    </div>
  );
}

/** Auth modal: errors appear in a red box. */
export function FormError({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <div className="form-error" role="alert">
      {children}
    </div>
  );
}
