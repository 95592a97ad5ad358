// The static floor of the Lighthouse bench, run as its own process by
// lighthouse.bench.ts: `tsx static-floor.ts <app url> <route> <port>` prints 'ready' once it listens.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp', '.woff2': 'font/woff2' };

/**
 * The floor: `route`'s HTML as the app rendered it, saved once and sent as a static file (gzip, as
 * a static server would), the build's files from the disk (their brotli twins), what only the app
 * has (images, API) passed on to it.
 */
async function staticFloor(appUrl: string, route: string, port: number) {
  const page = await fetch(appUrl + route);
  const html = gzipSync(Buffer.from(await page.arrayBuffer()));
  // The app's preload hints travel with the file, as a static host's configured headers would.
  const link = page.headers.get('Link');
  const app = new URL(appUrl);
  const server = http.createServer((request, response) => {
    if (request.url === route) {
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Encoding': 'gzip',
        'Content-Length': html.byteLength,
        'Cache-Control': 'no-cache',
        ...(link ? { Link: link } : {}),
      });
      response.end(html);
      return;
    }
    const file = request.url?.startsWith('/assets/') ? path.join(dist, path.normalize(request.url.split('?')[0]!)) : '';
    if (file.startsWith(dist) && existsSync(file)) {
      const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'])) && existsSync(`${file}.br`);
      const bytes = readFileSync(brotli ? `${file}.br` : file);
      response.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Content-Length': bytes.byteLength,
        'Cache-Control': 'public, max-age=31536000, immutable',
        ...(brotli ? { 'Content-Encoding': 'br' } : {}),
      });
      response.end(bytes);
      return;
    }
    const passed = http.request({ host: app.hostname, port: app.port, path: request.url, method: request.method, headers: { ...request.headers, host: app.host } }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    passed.on('error', () => response.destroy());
    request.pipe(passed);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
}

const [appUrl, route, port] = process.argv.slice(2);
await staticFloor(appUrl!, route!, Number(port));
console.log('ready');
