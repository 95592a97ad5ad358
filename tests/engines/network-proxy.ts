// The network taken away for real, the same way in every engine: a small HTTP proxy in front of
// the app server that a journey switches off (its port then refuses connections, and every open
// connection, the endless live stream included, is cut) and on again. Classic WebDriver and
// Firefox's WebDriver BiDi have no network emulation, and behind it `navigator.onLine` stays true
// and no `offline`/`online` event fires: only failed requests tell the page, as on a phone whose
// Wi-Fi still answers but whose internet is gone.
import { type IncomingMessage, type Server, type ServerResponse, createServer, request } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Page } from './engine.ts';

export interface NetworkProxy {
  /** The app's address through the proxy (same host name as the app server, another port). */
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
  /**
   * A new build deployed, for this journey's browser only: from now on the service worker's
   * script (/sw.js) is served with `marker` appended, so the browser's next update check finds a
   * new worker (rewriting the shared build would reach the other engines' journeys too).
   */
  deployNewWorker(marker: string): void;
}

export async function startNetworkProxy(target: string): Promise<NetworkProxy> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  let workerMarker: string | undefined;
  const forward = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const rewrite = workerMarker !== undefined && incoming.url === '/sw.js' ? workerMarker : undefined;
    const headers = { ...incoming.headers };
    if (rewrite !== undefined) {
      // The whole script in plain text, to append to (never a 304 or a compressed body).
      for (const name of ['accept-encoding', 'if-none-match', 'if-modified-since']) delete headers[name];
    }
    const proxied = request(
      { hostname: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        if (rewrite === undefined) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat([...chunks, Buffer.from(`\n// build ${rewrite}\n`)]);
          const { etag: _etag, 'last-modified': _modified, 'content-length': _length, ...kept } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, { ...kept, 'content-length': String(body.length) });
          outgoing.end(body);
        });
      },
    );
    proxied.on('error', () => outgoing.destroy());
    outgoing.on('close', () => proxied.destroy());
    incoming.pipe(proxied);
  };
  let port = 0; // first a free port from the system, then the same one again after each cut
  let server: Server | undefined;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer(forward);
      next.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      next.once('error', reject);
      next.listen(port, upstream.hostname === 'localhost' ? '127.0.0.1' : upstream.hostname, () => {
        port = (next.address() as AddressInfo).port;
        server = next;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
      for (const socket of sockets) socket.destroy();
    });
  await listen();
  return {
    url: `${upstream.protocol}//${upstream.hostname}:${port}`,
    cut,
    restore: () => (server ? Promise.resolve() : listen()),
    close: cut,
    deployNewWorker: (marker) => {
      workerMarker = marker;
    },
  };
}

/** A journey's page, moved behind a proxy of its own for `use`; the proxy is closed whatever happens. */
export async function throughNetworkProxy(page: Page, use: (page: Page, proxy: NetworkProxy) => Promise<void>): Promise<void> {
  const proxy = await startNetworkProxy(page.baseUrl);
  try {
    await use(new Page(page.engine, proxy.url, page.driver), proxy);
  } finally {
    await proxy.close();
  }
}
