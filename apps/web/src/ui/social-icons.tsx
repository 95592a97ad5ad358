// The social networks' links, each with its glyph drawn from the icons' sprite (brand-glyphs.ts).
import type { StationConfig } from '@station/shared';
import { ICON_SPRITE_URL } from './icons.tsx';

type Network = keyof StationConfig['social'];

const LABELS: Record<Network, string> = { facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube' };

/** A network's glyph, in lucide's manner (its classes, so it is styled and checked like every icon). */
function Glyph({ network }: { network: Network }) {
  return (
    <svg
      className={`lucide lucide-brand-${network}`}
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${ICON_SPRITE_URL}#brand-${network}`} />
    </svg>
  );
}

/** Social accounts (the station's, or a presenter's: `owner`), as icon links named for screen readers. */
export function SocialLinks({ social, owner }: { social: StationConfig['social']; owner?: string }) {
  const networks = (Object.keys(LABELS) as Network[]).filter((network) => social[network]);
  return (
    <ul className="social-links">
      {networks.map((network) => (
        <li key={network}>
          <a
            href={social[network]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={owner ? `${LABELS[network]} de ${owner}` : LABELS[network]}
            title={LABELS[network]}
          >
            <Glyph network={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
