import { Link } from '@tanstack/react-router';

/** The station's mark: a broadcast signal on the brand gradient (same drawing as the favicon). */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg className="logo-mark" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff2d87" />
          <stop offset="1" stopColor="#9b2cff" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#logo-gradient)" />
      <circle cx="32" cy="34" r="6" fill="#fff" />
      <path
        d="M20 46a17 17 0 0 1 0-24M44 22a17 17 0 0 1 0 24M14 52a25 25 0 0 1 0-36M50 16a25 25 0 0 1 0 36"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Mark and name, linking home. */
export function Logo({ name }: { name: string }) {
  return (
    <Link to="/" className="logo" aria-label={`${name}, accueil`}>
      <LogoMark size={36} />
      <span className="logo__name">{name}</span>
    </Link>
  );
}
