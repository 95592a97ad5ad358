import type { UploadKind } from '@station/shared';
import { useEffect, useId, useState } from 'react';

interface FileFieldProps {
  label: string;
  kind: UploadKind;
  file: File | null;
  onChange: (file: File | null) => void;
  /** What is stored now (edit forms): its image is previewed until another file is chosen. */
  currentUrl?: string | null;
  hint?: string;
}

const ACCEPT: Record<UploadKind, string> = { image: 'image/*', audio: 'audio/*' };

/** A file input with a preview of the chosen image, or the chosen recording's name and size. */
export function FileField({ label, kind, file, onChange, currentUrl, hint }: FileFieldProps) {
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
          onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        />
        <span className="btn btn--ghost btn--small" aria-hidden="true">
          {kind === 'image' ? 'Choisir une image' : 'Choisir un fichier audio'}
        </span>
        <span className="file-field__name" aria-hidden="true">
          {file?.name ?? 'Aucun fichier choisi'}
        </span>
      </div>
      {shown && <img className="file-field__preview" src={shown} alt="Aperçu de l'image" />}
      {file && kind === 'audio' && (
        <p className="field__hint">
          {file.name} · {(file.size / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo
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
      <progress max={100} value={percent} aria-label="Envoi en cours" />
      <span>{percent} %</span>
    </div>
  );
}
