import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstLoadBudget } from './scripts/budget-plugin.ts';
import { iconSprite, iconSpriteUrlDefine } from './scripts/icon-sprite-plugin.ts';
import { lowPriorityEntry } from './scripts/entry-priority-plugin.ts';
import { precompress } from './scripts/precompress-plugin.ts';
import { leaveOutStaffFiles } from './scripts/staff-chunks.ts';
import { pwaIcons } from './scripts/pwa-assets-plugin.ts';

// In development the API (apps/api, port 3000) serves the data, the uploaded images and the audio;
// in production it serves this build itself, so every path below is same-origin.
const api = 'http://localhost:3000';
const webRoot = fileURLToPath(new URL('.', import.meta.url));

// `vite build --ssr src/entry-server.tsx` builds the server's renderer into dist-server:
// one self-contained file (no node_modules needed beside it), without the browser build's plugins.
const serverBuild = {
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single', semicolons: true }), react()],
  resolve: { alias: [{ find: /^sonner$/, replacement: fileURLToPath(new URL('./src/ui/lazy-sonner.ts', import.meta.url)) }] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production'), ...iconSpriteUrlDefine(webRoot) },
  ssr: { noExternal: true as const },
  build: { outDir: 'dist-server', target: 'node20', copyPublicDir: false, emptyOutDir: true, sourcemap: false },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : {
  // The router plugin must run before React's so the generated route tree and split chunks are JSX-ready.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single', semicolons: true }),
    react(),
    pwaIcons(),
    iconSprite(webRoot),
    // The service worker is our own (sw/src/sw.ts); the plugin builds it and injects the precache
    // list. The manifest is served by the API (it carries the configured station name), and the
    // app registers the worker itself through workbox-window (src/pwa/register-sw.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '../../sw/src',
      filename: 'sw.ts',
      manifest: false,
      injectRegister: false,
      injectManifest: {
        // The app shell: every chunk (routes are split), styles, the page, icons and shipped artwork.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
        // The manifest's screenshots are for the install dialog only; hls.js only for an HLS channel
        // opened in a browser without native HLS.
        globIgnores: ['app-screenshots/**', 'assets/hls-*.js'],
        // Nor the staff's code: their screens and the admin controls placed on public pages
        // (scripts/staff-chunks.ts). Listeners never download it, not even through the precache.
        manifestTransforms: [leaveOutStaffFiles(fileURLToPath(new URL('./dist', import.meta.url)))],
      },
    }),
    lowPriorityEntry(),
    precompress(),
    // First-load JS of `/` alone and with the home's sections, gzip as sent: the measured figures
    // plus a small margin. Lower them as the first load shrinks, never raise them to fit admin code;
    // each change and its reason: docs/decisions/086-first-load-budget.md.
    firstLoadBudget({
      routeFile: 'index.tsx',
      maxJsGzipBytes: 138 * 1024,
      withLazyChunk: { key: 'src/routes/-home-sections.tsx', maxJsGzipBytes: 166 * 1024 },
    }),
  ],
  resolve: {
    alias: [
      // Toasts load after the first content (src/ui/lazy-sonner.ts); features import 'sonner' as usual.
      { find: /^sonner$/, replacement: fileURLToPath(new URL('./src/ui/lazy-sonner.ts', import.meta.url)) },
    ],
  },
  server: {
    proxy: {
      '/api': api,
      '/imageback': api,
      '/musics': api,
      '/Audioemission': api,
      '/podcasts': api,
      '/programme.ics': api,
      '/programme/': api,
      '/tv': api,
      '/manifest.webmanifest': api,
    },
  },
  build: {
    target: 'es2022',
    // Maps are built for us but not linked from the files, and the API does not serve them.
    sourcemap: 'hidden',
    // The chunk graph, read by the first-load budget (scripts/first-load.ts) and the bench.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically travels in one file. Left to itself Rolldown
          // cut it into 25 shared chunks (the lazy routes import them too), some of 58 bytes: the
          // entry then found them only once it had come (a round trip more on a server-rendered
          // page, which carries no modulepreload), and each cost a request and a module of its own.
          // The lazy chunks import them from the entry's file, already loaded. Decision 210.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
}));
