// The web app manifest, built from the station's configuration so the installed app
// carries the station's own French name: the PWA build cannot know it.
import type { StationConfig } from '@station/shared';

/** Dark theme colours (apps/web/src/styles/tokens.css): the splash and title bar of the installed app. */
export const THEME_COLOR = '#0b0a12';
export const ICON_SIZES = [96, 128, 192, 256, 384, 512] as const;
export const MASKABLE_ICON_SIZES = [192, 512] as const;

/** Chrome shows at most 12 characters under a home-screen icon: the name when it fits, else its first word. */
export function shortNameOf(name: string): string {
  if (name.length <= 12) return name;
  const firstWord = name.split(/\s+/)[0] ?? name;
  return firstWord.slice(0, 12);
}

const png = (src: string, size: number, purpose: 'any' | 'maskable') => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose });

export function buildWebManifest(station: StationConfig) {
  const shortcutIcon = [png('/icons/icon-96.png', 96, 'any')];
  return {
    id: '/',
    name: station.name,
    short_name: shortNameOf(station.name),
    description: `${station.name} : le direct, le programme, les mixes, l'actualité et le concours de talents. ${station.tagline}`,
    lang: 'fr',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: THEME_COLOR,
    categories: ['music', 'entertainment', 'news'],
    icons: [
      ...ICON_SIZES.map((size) => png(`/icons/icon-${size}.png`, size, 'any')),
      ...MASKABLE_ICON_SIZES.map((size) => png(`/icons/maskable-${size}.png`, size, 'maskable')),
    ],
    screenshots: [
      { src: '/app-screenshots/narrow.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: "L'accueil et le direct sur mobile" },
      { src: '/app-screenshots/wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: "L'accueil sur grand écran" },
    ],
    // '/?play=live' starts the live stream on open (the player reads it).
    shortcuts: [
      { name: 'Écouter en direct', short_name: 'Direct', url: '/?play=live', icons: shortcutIcon },
      { name: 'Programme', url: '/programme-calendrier', icons: shortcutIcon },
      { name: 'Actualités', url: '/actualites', icons: shortcutIcon },
      { name: 'Dédicaces', url: '/dedicaces', icons: shortcutIcon },
    ],
  };
}
