// The now-playing event stream of one player, as cheap as Node allows (issue 23, docs/decisions/180):
// over Node's HTTP server it writes Server-Sent Events straight on the socket's response (no web
// stream, no timer and almost no state of its own: one subscriber of the shared feed); a caller
// without a Node response (app.request in tests) gets the same frames through a ReadableStream.
import type { ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import type { LiveFeed } from './live-feed.ts';

const HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // Never kept nor transformed by a proxy or the service worker; nginx-style proxies pass it at once.
  'Cache-Control': 'no-store, no-transform',
  'X-Accel-Buffering': 'no',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * The browser's own reconnection delay after a lost stream (a deploy, an outage), spread over
 * 5–20 s per stream so that thousands of players do not all come back in the same second.
 */
const reconnectDelayMs = () => 5_000 + Math.floor(Math.random() * 15_000);

const frame = (event: string, json: string) => `event: ${event}\ndata: ${json}\n\n`;

/** Sends the snapshot at once, then every change the feed publishes, until the player goes. */
export function openEventStream<T extends Record<string, unknown>>(c: Context<AppEnv>, feed: LiveFeed<T>, snapshot: T, onClose: () => void): Response {
  let first = `retry: ${reconnectDelayMs()}\n\n`;
  for (const [part, value] of Object.entries(snapshot)) first += frame(part, JSON.stringify(value));

  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing) {
    outgoing.writeHead(200, HEADERS);
    outgoing.write(first);
    const unsubscribe = feed.subscribe({
      send: (part, _value, json) => void outgoing.write(frame(part, json)),
      keepAlive: () => void outgoing.write(': keep-alive\n\n'),
    });
    outgoing.once('close', () => {
      unsubscribe();
      onClose();
    });
    return RESPONSE_ALREADY_SENT;
  }

  const encoder = new TextEncoder();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(first));
      const write = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          // closed meanwhile
        }
      };
      const unsubscribe = feed.subscribe({ send: (part, _value, json) => write(frame(part, json)), keepAlive: () => write(': keep-alive\n\n') });
      let stopped = false;
      stop = () => {
        if (stopped) return;
        stopped = true;
        unsubscribe();
        onClose();
      };
      c.req.raw.signal.addEventListener('abort', stop, { once: true });
    },
    cancel: () => stop(),
  });
  return new Response(body, { status: 200, headers: HEADERS });
}
