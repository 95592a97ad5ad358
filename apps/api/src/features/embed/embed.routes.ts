// /embed/live and /embed/mix/{id}, the only pages any site may
// frame (frame-ancestors *; lib/security-headers.ts leaves out X-Frame-Options for them). They set
// no cookie and read no session (mounted outside /api, where the session middleware lives), and
// weigh one small script (/embed/player.js, ~3 KB).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mediaUrl, mixParamSchema } from '@station/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { linkOrigin } from '../../lib/site-origin.ts';
import { API_ROOT } from '../../lib/paths.ts';
import { validate } from '../../lib/validate.ts';
import { DEMO_STREAM_PATH } from '../live/demo-stream.ts';
import { getNowPlaying } from '../live/now-playing.service.ts';
import { getMix } from '../mixes/mix.service.ts';
import { liveTexts, renderEmbedPage } from './embed-page.ts';

const SCRIPT = readFileSync(path.join(API_ROOT, 'assets/embed/embed-player.js'), 'utf8');

const originOf = (url: string) => (/^https?:\/\//i.test(url) ? new URL(url).origin : '');

/** Framing allowed to anyone; everything else as tight as the page needs. */
function embedPolicy(streamUrl: string) {
  const media = ["'self'", 'https:', originOf(streamUrl)].filter(Boolean).join(' ');
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'unsafe-inline'",
    `media-src ${media}`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    'frame-ancestors *',
  ].join('; ');
}

const pageHeaders = (streamUrl: string) => ({
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': embedPolicy(streamUrl),
  'Cache-Control': 'no-cache',
});

export const embedRoutes = new Hono<AppEnv>()
  .get('/embed/player.js', (c) => c.body(SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=300' }))
  .get('/embed/live', async (c) => {
    const { station } = c.var.config;
    const nowPlaying = await getNowPlaying(c.var.db, station.streamUrl === DEMO_STREAM_PATH ? { kind: 'demo' } : { kind: 'unknown' });
    const html = renderEmbedPage({ kind: 'live', stationName: station.name, backUrl: `${linkOrigin(c)}/?play=live`, src: station.streamUrl, ...liveTexts(nowPlaying) });
    return c.body(html, 200, pageHeaders(station.streamUrl));
  })
  .get('/embed/mix/:mixid', validate('param', mixParamSchema), async (c) => {
    const { station } = c.var.config;
    const mix = await getMix(c.var.db, c.req.valid('param').mixid);
    const dj = [mix.animateur_prenom, mix.animateur_nom].filter(Boolean).join(' ');
    const html = renderEmbedPage({
      kind: 'mix',
      stationName: station.name,
      backUrl: `${linkOrigin(c)}/mixes?mix=${mix.mixid}#nos-mixes-${mix.mixid}`,
      src: mediaUrl('mixAudio', mix.mp3_url) ?? '',
      mixId: mix.mixid,
      heading: mix.titre,
      line: dj ? `Mix de ${dj}` : 'Mix',
    });
    return c.body(html, 200, pageHeaders(station.streamUrl));
  });
