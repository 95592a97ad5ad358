import { useId, useState } from 'react';
import '../presenters.css';

/** A description over `limit` characters is clamped to 2 lines, with a toggle. */
export function ExpandableText({ text, limit = 100 }: { text: string; limit?: number }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!text) return null;
  const long = text.length > limit;
  return (
    <div className="expandable">
      <p id={id} className={`expandable__text ${long && !open ? 'is-clamped' : ''}`}>
        {text}
      </p>
      {long && (
        <button type="button" className="link-button expandable__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? 'Voir moins' : 'Voir plus'}
        </button>
      )}
    </div>
  );
}
