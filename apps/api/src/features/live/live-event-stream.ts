// The now-playing event stream of one player, as cheap as Node allows (docs/decisions/180-listeners-at-scale.md):
// over Node's HTTP server it writes Server-Sent Events straight on the socket's response (no web
// stream, no timer and almost no state of its own: the response itself is the shared feed's
// subscriber); a caller without a Node response (app.request in tests) gets the same frames
// through a ReadableStream.
import type { ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { eventFrame, type LiveFeed } from './live-feed.ts';

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

/** Sends the snapshot at once, then every change the feed publishes, until the player goes. */
export function openEventStream<T extends Record<string, unknown>>(c: Context<AppEnv>, feed: LiveFeed<T>, snapshot: T, onClose: () => void): Response {
  let first = `retry: ${reconnectDelayMs()}\n\n`;
  for (const [part, value] of Object.entries(snapshot)) first += eventFrame(part, JSON.stringify(value));
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  return outgoing ? onNodeResponse(outgoing, feed, first, onClose) : asReadableStream(c, feed, first, onClose);
}

// Its own function so that what a held stream keeps (the close listener) holds the response and
// the feed, not the request's Hono context.
function onNodeResponse<T>(outgoing: ServerResponse, feed: LiveFeed<T>, first: string, onClose: () => void): Response {
  outgoing.writeHead(200, HEADERS);
  outgoing.write(first);
  feed.subscribe(outgoing);
  outgoing.once('close', () => {
    feed.unsubscribe(outgoing);
    onClose();
  });
  return RESPONSE_ALREADY_SENT;
}

function asReadableStream<T>(c: Context<AppEnv>, feed: LiveFeed<T>, first: string, onClose: () => void): Response {
  const encoder = new TextEncoder();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(first));
      const subscriber = {
        write(text: string) {
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            // closed meanwhile
          }
        },
      };
      feed.subscribe(subscriber);
      let stopped = false;
      stop = () => {
        if (stopped) return;
        stopped = true;
        feed.unsubscribe(subscriber);
        onClose();
      };
      c.req.raw.signal.addEventListener('abort', stop, { once: true });
    },
    cancel: () => stop(),
  });
  return new Response(body, { status: 200, headers: HEADERS });
}
