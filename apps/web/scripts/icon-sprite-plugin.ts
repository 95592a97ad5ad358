// Vite plugin: the icons' sprite (/icons.svg), one <symbol> per icon that src/ui/icons.tsx names,
// drawn by lucide itself at build time (so the drawings are lucide's, at the installed version),
// and one per social network of src/ui/brand-glyphs.ts (`brand-<network>`), written into dist and
// served by the dev server under the same path.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { BRAND_GLYPHS } from '../src/ui/brand-glyphs.ts';

const ICONS_MODULE = 'src/ui/icons.tsx';
const SPRITE_FILE = 'icons.svg';

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

export function iconSprite(): Plugin {
  let webRoot = process.cwd();
  const sprite = () => buildSprite(iconNames(readFileSync(path.join(webRoot, ICONS_MODULE), 'utf8')), webRoot);
  return {
    name: 'station-icon-sprite',
    configResolved(config) {
      webRoot = config.root;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: SPRITE_FILE, source: sprite() });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `/${SPRITE_FILE}`) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(sprite());
      });
    },
  };
}
