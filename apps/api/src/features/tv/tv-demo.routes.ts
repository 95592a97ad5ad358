// The demo TV channel: four 2-second MPEG-TS segments made once with ffmpeg (see
// assets/tv-demo/README.md) played as an endless live playlist, so the TV panel plays out of the
// box, offline from the internet. The playlist is a sliding window over the clock: every client sees
// the same 'live edge', and each wrap of the loop is marked as a discontinuity (timestamps restart).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@station/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { API_ROOT } from '../../lib/paths.ts';

export const DEMO_TV_PLAYLIST = '/tv/demo/live.m3u8';
const SEGMENT_SECONDS = 2;
const SEGMENT_COUNT = 4;
const WINDOW = 4;
const DAY_MS = 86_400_000;
const ASSETS = `${path.join(API_ROOT, 'assets/tv-demo')}/`;

/** The live playlist at `now`: the last WINDOW segments of an endless loop over the shipped files. */
export function demoLivePlaylist(now = Date.now()): string {
  // The clock restarts every day (UTC midnight): hls.js hangs on sequence numbers counted since
  // 1970 (hundreds of millions of discontinuities), and every API process agrees on the day.
  const newest = Math.floor((now % DAY_MS) / 1000 / SEGMENT_SECONDS);
  const first = Math.max(0, newest - WINDOW + 1);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    // Wraps that already left the window (a discontinuity sits before every segment 0 but the very first).
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / SEGMENT_COUNT)}`,
  ];
  for (let sequence = first; sequence <= newest; sequence++) {
    const file = sequence % SEGMENT_COUNT;
    if (file === 0 && sequence !== first) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, `segment-${file}.ts`);
  }
  return `${lines.join('\n')}\n`;
}

const segments = new Map<string, Uint8Array>();
async function segment(name: string): Promise<Uint8Array | undefined> {
  if (!/^segment-\d+\.ts$/.test(name) || Number(name.slice(8, -3)) >= SEGMENT_COUNT) return undefined;
  // Stored as .mpegts so no TypeScript tool mistakes them for code; served under the usual .ts names.
  if (!segments.has(name)) segments.set(name, new Uint8Array(await readFile(`${ASSETS}${name.replace(/\.ts$/, '.mpegts')}`)));
  return segments.get(name);
}

export const tvDemoRoutes = new Hono<AppEnv>()
  .get('/tv/demo/live.m3u8', (c) =>
    c.body(demoLivePlaylist(), 200, {
      'Content-Type': 'application/vnd.apple.mpegurl',
      // A live playlist changes every segment: always asked again.
      'Cache-Control': 'no-cache, no-store',
    }),
  )
  .get('/tv/demo/:file', async (c) => {
    const bytes = await segment(c.req.param('file'));
    if (!bytes) return c.json({ error: messages.fileNotFound, code: 'not_found' }, 404);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'video/mp2t', 'Cache-Control': 'public, max-age=86400', 'Content-Length': String(bytes.length) });
  });
