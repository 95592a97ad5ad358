import { useState } from 'react';
import { colourOf, initials } from '../talent-names.ts';
import '../talents.css';

/**
 * The talent's photo, or initials on a colour derived from the name when missing or broken. Sized
 * before it loads; lazy unless `eager` (a list's avatars below the fold wait for the scroll).
 */
export function TalentAvatar({ name, url, size = 72, eager = false }: { name: string; url: string | null; size?: number; eager?: boolean }) {
  const [broken, setBroken] = useState(false);
  const style = { width: size, height: size, fontSize: size * 0.36 };
  if (url && !broken) {
    return <img className="avatar" src={url} alt="" width={size} height={size} loading={eager ? 'eager' : 'lazy'} decoding="async" style={style} onError={() => setBroken(true)} />;
  }
  return (
    <span className="avatar avatar--initials" style={{ ...style, background: colourOf(name) }} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
