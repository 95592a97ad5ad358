import type { UploadKind } from '@station/shared';
import { useEffect, useId, useState } from 'react';
import { fileTooLarge } from '../lib/send-form.ts';

interface FileFieldProps {
  label: string;
  kind: UploadKind;
  file: File | null;
  onChange: (file: File | null) => void;
  /** What is stored now (edit forms): its image is previewed until another file is chosen. */
  currentUrl?: string | null;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** A refusal before sending (the file is too large): the form shows it. */
  onRefuse?: (message: string) => void;
}

const ACCEPT: Record<UploadKind, string> = {
  image: 'image/jpeg,image/png,image/webp,image/gif,image/avif',
  audio: 'audio/mpeg,audio/mp3,audio/aac,audio/mp4,audio/x-m4a,audio/ogg,audio/wav,audio/x-wav,.mp3,.m4a,.aac,.ogg,.wav',
};

/**
 * The one file input of the staff's forms: a French picker, the chosen image's preview (or the
 * recording's name and size), and the size limit checked before sending. The server still checks
 * the bytes.
 */
export function FileField({ label, kind, file, onChange, currentUrl, hint, required, disabled, onRefuse }: FileFieldProps) {
  const id = useId();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || kind !== 'image') return setPreviewUrl(null);
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file, kind]);
  const shown = previewUrl ?? (kind === 'image' ? currentUrl : null);
  return (
    <div className="field file-field">
      <label htmlFor={id}>{label}</label>
      {/* The native button speaks the browser's language: a French one is drawn over the input. */}
      <div className="file-field__picker">
        <input
          id={id}
          className="file-field__input"
          type="file"
          accept={ACCEPT[kind]}
          required={required}
          disabled={disabled}
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0] ?? null;
            const refusal = fileTooLarge(chosen, kind);
            if (refusal) {
              event.currentTarget.value = '';
              onRefuse?.(refusal);
              return onChange(null);
            }
            onChange(chosen);
          }}
        />
        <span className="btn btn--ghost btn--small" aria-hidden="true">
          {kind === 'image' ? 'Choisir une image' : 'Choisir un fichier audio'}
        </span>
        <span className="file-field__name" aria-hidden="true">
          {file?.name ?? (currentUrl ? 'Fichier actuel conservé' : 'Aucun fichier choisi')}
        </span>
      </div>
      {shown && <img className="file-field__preview" src={shown} alt={previewUrl ? 'Aperçu de l’image choisie' : 'Image actuelle'} />}
      {file && kind === 'audio' && (
        <p className="field__hint">
          {file.name} · {(file.size / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo
        </p>
      )}
      {hint && <p className="field__hint">{hint}</p>}
    </div>
  );
}

/** The upload's progress while the files go up (XMLHttpRequest's progress, lib/send-form.ts). */
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
