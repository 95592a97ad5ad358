// `npm start` builds the PWA only when a source is newer than the last build, so a second start
// is ready in about two seconds instead of paying for a full Vite build every time.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
// The older of the two builds: the PWA's page and the server's renderer.
const builtAt = Math.min(
  ...['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js'].map((file) => {
    const built = path.join(root, file);
    return existsSync(built) ? statSync(built).mtimeMs : 0;
  }),
);
const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/shared/src', 'sw/src', 'package-lock.json'];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), stats.mtimeMs);
}

const stale = sources.some((source) => newestChange(path.join(root, source)) > builtAt);
if (stale) execSync('npm run build', { cwd: root, stdio: 'inherit' });
else console.log('Web build is up to date.');
