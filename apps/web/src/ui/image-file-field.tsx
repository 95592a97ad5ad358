import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

interface ImageFileFieldProps {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** What shows before a file is chosen (the current image of a slot). */
  currentSrc?: string | null;
  required?: boolean;
  disabled?: boolean;
}

/** An image picker with its preview (spec 1 §2 'with preview'); the server checks the bytes again. */
export function ImageFileField({ label, file, onChange, currentSrc, required, disabled }: ImageFileFieldProps) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? currentSrc ?? null;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {shown ? (
        <img className="upload-preview" src={shown} alt={preview ? 'Aperçu de l’image choisie' : 'Image actuelle'} />
      ) : (
        <div className="upload-preview upload-preview--empty" aria-hidden="true">
          <ImagePlus size={32} />
        </div>
      )}
      <input
        id={id}
        className="field__input"
        type="file"
        accept="image/*"
        required={required}
        disabled={disabled}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
    </div>
  );
}
