// What a moderator decides with, on a pending comment or dedication: approve, reject (with its reason).
import { REJECTION_REASON_MAX, messages } from '@station/shared/client';
import { Check, X } from './icons.tsx';
import type { ComponentProps } from 'react';
import { TextField } from './form-field.tsx';

type ButtonProps = Omit<ComponentProps<'button'>, 'type' | 'className'>;

/** A dedication's optional rejection reason (200 characters, with its counter); empty means the default reason. */
export const RejectionReasonField = ({ value, onChange, autoFocus }: { value: string; onChange: (reason: string) => void; autoFocus?: boolean }) => (
  <TextField
    label="Motif du rejet (facultatif)"
    value={value}
    onChange={onChange}
    maxLength={REJECTION_REASON_MAX}
    placeholder={messages.dedicationDefaultRejection}
    hint={`${REJECTION_REASON_MAX - value.length} caractères restants`}
    autoFocus={autoFocus}
  />
);

/** 'Approuver' a pending comment or dedication. */
export function ApproveButton(props: ButtonProps) {
  return (
    <button type="button" className="btn btn--primary btn--small" {...props}>
      <Check size={16} aria-hidden="true" />
      Approuver
    </button>
  );
}

/** 'Rejeter' a pending comment or dedication (the reason, if any, is asked for next). */
export function RejectButton(props: ButtonProps) {
  return (
    <button type="button" className="btn btn--ghost btn--small" {...props}>
      <X size={16} aria-hidden="true" />
      Rejeter
    </button>
  );
}
