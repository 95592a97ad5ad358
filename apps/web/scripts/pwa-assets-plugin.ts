// Vite plugin: the PNG icons of the manifest (and the Media Session artwork sizes the player uses),
// drawn at build time into dist/icons/ and served by the dev server under the same paths.
import type { Plugin } from 'vite';
import { type IconStyle, drawIcon } from './draw-icon.ts';

// Same sizes as apps/api/src/features/station/web-manifest.ts; 180 is iOS's apple-touch-icon.
const ICONS: Array<{ file: string; size: number; style: IconStyle }> = [
  ...[96, 128, 192, 256, 384, 512].map((size) => ({ file: `icons/icon-${size}.png`, size, style: 'any' as const })),
  ...[192, 512].map((size) => ({ file: `icons/maskable-${size}.png`, size, style: 'maskable' as const })),
  { file: 'icons/apple-touch-icon-180.png', size: 180, style: 'maskable' },
];

export function pwaIcons(): Plugin {
  const cache = new Map<string, Buffer>();
  const render = (icon: (typeof ICONS)[number]) => {
    if (!cache.has(icon.file)) cache.set(icon.file, drawIcon(icon.size, icon.style));
    return cache.get(icon.file)!;
  };
  return {
    name: 'station-pwa-icons',
    generateBundle() {
      for (const icon of ICONS) this.emitFile({ type: 'asset', fileName: icon.file, source: render(icon) });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const icon = ICONS.find((candidate) => request.url === `/${candidate.file}`);
        if (!icon) return next();
        response.setHeader('Content-Type', 'image/png');
        response.end(render(icon));
      });
    },
  };
}
