// Vite plugin: the icons' sprite, one <symbol> per icon that src/ui/icons.tsx names, drawn by lucide
// itself at build time (so the drawings are lucide's, at the installed version), and one per social
// network of src/ui/brand-glyphs.ts (`brand-<network>`), written into dist and served by the dev
// server under the same path. Its name carries a hash of its content (/assets/icons-<hash>.svg): a
// phone keeps it for good, where an unchanging name had to be asked again (`no-cache`), and each
// ask was a new document parsed on the page's main thread.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { BRAND_GLYPHS } from '../src/ui/brand-glyphs.ts';

const ICONS_MODULE = 'src/ui/icons.tsx';

/** The drawings' names, in the order icons.tsx lists them. */
export function iconNames(iconsSource: string): string[] {
  return [...new Set([...iconsSource.matchAll(/spriteIcon\('([a-z0-9-]+)'\)/g)].map((match) => match[1]!))];
}

const toPascalCase = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());

/** The sprite of these drawings; an unknown name fails (a typo would otherwise draw nothing). */
export function buildSprite(names: string[], webRoot: string): string {
  // lucide-react and react-dom are the app's own dependencies: loaded from its folder.
  const require = createRequire(path.join(webRoot, 'package.json'));
  const React = require('react') as typeof import('react');
  const { renderToStaticMarkup } = require('react-dom/server') as typeof import('react-dom/server');
  const lucide = require('lucide-react') as Record<string, unknown>;
  const symbols = names.map((name) => {
    const component = lucide[toPascalCase(name)];
    if (!component) throw new Error(`Icône inconnue de lucide : « ${name} » (${ICONS_MODULE})`);
    const markup = renderToStaticMarkup(React.createElement(component as React.ComponentType));
    if (!new RegExp(`class="lucide lucide-${name}[ "]`).test(markup)) throw new Error(`« ${name} » est un autre nom d'une icône de lucide : écrire son nom principal (${ICONS_MODULE})`);
    const drawing = markup.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    return `<symbol id="${name}" viewBox="0 0 24 24">${drawing}</symbol>`;
  });
  const brands = Object.entries(BRAND_GLYPHS).map(([network, drawing]) => `<symbol id="brand-${network}" viewBox="0 0 24 24">${drawing}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${[...symbols, ...brands].join('')}</svg>\n`;
}

const spriteOf = (webRoot: string) => buildSprite(iconNames(readFileSync(path.join(webRoot, ICONS_MODULE), 'utf8')), webRoot);

/** The sprite's file in dist, named by its content: the same in the browser's build and the server's. */
export const spriteFileName = (sprite: string) => `assets/icons-${createHash('sha256').update(sprite).digest('base64url').slice(0, 10)}.svg`;

/**
 * `__ICON_SPRITE_URL__` (src/ui/icons.tsx) for a build of the app in `webRoot`: the browser's build
 * and the server's renderer, built apart, must draw their icons from the same address.
 */
export const iconSpriteUrlDefine = (webRoot: string) => ({ __ICON_SPRITE_URL__: JSON.stringify(`/${spriteFileName(spriteOf(webRoot))}`) });

export function iconSprite(webRoot: string): Plugin {
  return {
    name: 'station-icon-sprite',
    config: () => ({ define: iconSpriteUrlDefine(webRoot) }),
    generateBundle() {
      const sprite = spriteOf(webRoot);
      this.emitFile({ type: 'asset', fileName: spriteFileName(sprite), source: sprite });
    },
    configureServer(server) {
      // Drawn again at each ask, so an icon added while the server runs shows on the next reload.
      server.middlewares.use((request, response, next) => {
        if (!/^\/assets\/icons-[\w-]+\.svg$/.test(request.url?.split('?')[0] ?? '')) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(spriteOf(webRoot));
      });
    },
  };
}
