import { REJECTION_REASON_MAX, messages } from '@station/shared/client';
import { TextField } from './form-field.tsx';

/** spec 2 §5: a dedication's optional rejection reason (200 characters, with its counter); empty means the default reason. */
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
