import type { UploadKind } from '@station/shared';
import { FileAudio, ImageIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { fileTooLarge } from '../lib/send-form.ts';

interface FileFieldProps {
  label: string;
  kind: UploadKind;
  file: File | null;
  onChange: (file: File | null) => void;
  /** What is stored now (edit forms): shown until another file is chosen. */
  currentUrl?: string | null;
  hint?: string;
  required?: boolean;
  /** A refusal before sending (the file is too large): the form shows it. */
  onRefuse?: (message: string) => void;
}

const ACCEPT: Record<UploadKind, string> = {
  image: 'image/jpeg,image/png,image/webp,image/gif,image/avif',
  audio: 'audio/mpeg,audio/mp3,audio/aac,audio/mp4,audio/x-m4a,audio/ogg,audio/wav,audio/x-wav,.mp3,.m4a,.aac,.ogg,.wav',
};

/** A file input with the chosen image's preview (or the audio file's name); the server still checks the bytes. */
export function FileField({ label, kind, file, onChange, currentUrl, hint, required, onRefuse }: FileFieldProps) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file || kind !== 'image') return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file, kind]);
  const shown = preview ?? (kind === 'image' ? currentUrl : null);

  return (
    <div className="field file-field">
      <label htmlFor={id}>{label}</label>
      <div className="file-field__row">
        {kind === 'image' && (
          <span className="file-field__preview" aria-hidden="true">
            {shown ? <img src={shown} alt="" /> : <ImageIcon size={26} />}
          </span>
        )}
        <input
          id={id}
          className="file-field__input"
          type="file"
          accept={ACCEPT[kind]}
          required={required}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            const refusal = fileTooLarge(chosen, kind);
            if (refusal) {
              event.target.value = '';
              onRefuse?.(refusal);
              return onChange(null);
            }
            onChange(chosen);
          }}
        />
      </div>
      {kind === 'audio' && (file || currentUrl) && (
        <p className="field__hint file-field__name">
          <FileAudio size={14} aria-hidden="true" /> {file ? file.name : 'Un fichier audio est déjà en ligne.'}
        </p>
      )}
      {hint && <p className="field__hint">{hint}</p>}
    </div>
  );
}

/** The upload's progress while a form's files go up. */
export function UploadProgress({ fraction }: { fraction: number | null }) {
  if (fraction === null) return null;
  const percent = Math.round(fraction * 100);
  return (
    <div className="upload-progress">
      <progress max={100} value={percent} aria-label="Envoi des fichiers" />
      <span>{percent < 100 ? `Envoi… ${percent} %` : 'Traitement…'}</span>
    </div>
  );
}
