import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstLoadBudget } from './scripts/budget-plugin.ts';
import { lowPriorityEntry } from './scripts/entry-priority-plugin.ts';
import { precompress } from './scripts/precompress-plugin.ts';
import { pwaIcons } from './scripts/pwa-assets-plugin.ts';

// In development the API (apps/api, port 3000) serves the data, the uploaded images and the audio;
// in production it serves this build itself, so every path below is same-origin.
const api = 'http://localhost:3000';

// `vite build --ssr src/entry-server.tsx` builds the server's renderer into dist-server:
// one self-contained file (no node_modules needed beside it), without the browser build's plugins.
const serverBuild = {
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single', semicolons: true }), react()],
  resolve: { alias: [{ find: /^sonner$/, replacement: fileURLToPath(new URL('./src/ui/lazy-sonner.ts', import.meta.url)) }] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true as const },
  build: { outDir: 'dist-server', target: 'node20', copyPublicDir: false, emptyOutDir: true, sourcemap: false },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : {
  // The router plugin must run before React's so the generated route tree and split chunks are JSX-ready.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single', semicolons: true }),
    react(),
    pwaIcons(),
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
        // The manifest's screenshots are for the install dialog only.
        // Admin controls placed on public pages are lazy chunks named '<feature>-admin-*' (features/*/admin/):
        // listeners never download them, not even through the precache. Nor hls.js (only for an HLS channel
        // opened in a browser without native HLS).
        globIgnores: ['app-screenshots/**', 'assets/*-admin-*.js', 'assets/hls-*.js'],
      },
    }),
    lowPriorityEntry(),
    precompress(),
    // First-load JS of `/`, gzip as sent (decisions 086, 089 and 130): 218–219 KB before the
    // second pass; 149.3 KB once zod left (the @station/shared/client entry), the cards' dialogs
    // load on opening and the sections below the hero became a chunk of their own (179.5 KB with
    // them). Budgets: the measured figures plus a small margin. The goal is 110 KB: lower these as
    // the first load shrinks, never raise them to fit admin code. 185 → 187 KB with the home's
    // sections: the header's search, the podcast button of emission cards and the
    // confirmed-address checks of votes and comments, all public; server
    // rendering is the step that brings the first load down. 154 → 155 KB for `/` alone: the
    // 'address to confirm' banner sits in the shell (loaded lazily it left the toasts unmounted in
    // one run out of two) and each feature now imports its own stylesheet. 187 → 187.5 KB with the
    // home's sections: every modal now lets a form with unsaved changes ask before it closes (the form
    // kit; 186.6 → 187.0 KB measured, the kit itself stays in the forms' chunks). 155 → 155.2 KB
    // for `/`: the route tree's entry of 'Audience' (its path, guard and chunk names,
    // ~0.1 KB; the page, uPlot and the player's play reports all load lazily). 155.2 → 157.5 KB
    // for the live's tools: the player bar, in every first load, gains its 'Titres diffusés' button (the sheet
    // itself loads on the first tap), the sleep timer and the cast button (187.7 → 190.2 KB with the
    // home's sections). 157.5 → 157.8 KB (190.2 → 190.5 KB): the offline banner publishes its
    // height so the toasts sit below it instead of covering 'N envois en attente'. 157.8 → 158.8 KB
    // (190.5 → 191.8 KB): server rendering's browser half (hydrateRoot, the query cache's
    // hydrate, the head kept in place, the hydration hooks, the home's sections preloaded as one
    // component by the loader and the page), less the React splash; 158.8 / 191.8 KB. The page's
    // content no longer waits for this script (it comes in the HTML). 158.8 → 159.0 KB (191.8 → 192.0
    // KB): a rendered page's written stylesheets claimed before any chunk loads (none fetched and
    // applied twice), and the device's services started after the takeover, a task each. 159.0 →
    // 150.0 KB (192.0 → 179.1 KB): the entry's static imports in the entry's own file instead of 25
    // small shared ones (build.rolldownOptions below). 150.0 → 150.5 KB (179.1 → 179.3 KB): the
    // station's days and times written without Intl (French day and month names, the Paris summer
    // time rule: a page's first Intl object started the browser's ICU, ~20 ms of one task), the
    // visitor's parts brought in as a transition once hydrated, the query cache's long timers on
    // one shared timer (each costs the main thread less than it adds). 150.5 → 147.5 KB
    // (179.3 → 177.9 KB): what runs beside the page (the player's engine, the outbox, the worker's
    // registration) is a chunk loaded once the app has taken the page over (beside-the-page.ts).
    // 177.9 → 178.0 KB with the sections: the cards' likes asked for in one batch written into the
    // cache, read without a query per card (like-state-query.ts). 147.5 → 148.0 KB (178.0 → 178.5 KB):
    // the one refusal of an unconfirmed address (session/email-not-verified-refusal.ts) beside the
    // comment form, and room for a fix's few bytes without hiding a new dependency.
    firstLoadBudget({
      routeFile: 'index.tsx',
      maxJsGzipBytes: 148 * 1024,
      withLazyChunk: { key: 'src/routes/-home-sections.tsx', maxJsGzipBytes: 178.5 * 1024 },
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
