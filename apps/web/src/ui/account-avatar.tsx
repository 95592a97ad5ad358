import { UserRound } from './icons.tsx';
import { useState } from 'react';

/** An account's avatar, or the default placeholder when none is set. */
export function AccountAvatar({ url, size = 32, className = '' }: { url: string | null | undefined; size?: number; className?: string }) {
  const [broken, setBroken] = useState(false);
  const style = { width: size, height: size };
  if (url && !broken) return <img className={`account-avatar ${className}`} src={url} alt="" style={style} onError={() => setBroken(true)} />;
  return (
    <span className={`account-avatar account-avatar--placeholder ${className}`} style={style} aria-hidden="true">
      <UserRound size={size * 0.6} />
    </span>
  );
}
