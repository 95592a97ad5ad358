// Podcast feeds at /podcasts/{emissionId}.xml and /podcasts/station.xml, with their
// artwork. Podcast apps poll often: the ETag and Last-Modified come from one small query and a
// match answers 304 before any feed is built.
import { messages, podcastMessages } from '@station/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { linkOrigin } from '../../lib/site-origin.ts';
import { serveStored } from '../../lib/serve-stored.ts';
import { emissionArtworkKey, stationArtworkKey } from './podcast-artwork.ts';
import { emissionFeed, feedValidators, stationFeed } from './podcast.service.ts';

/** 'station' or an emission id from '12.xml' / '12.jpg'; undefined for anything else. */
function feedTarget(name: string, extension: string): 'station' | number | undefined {
  if (name === `station.${extension}`) return 'station';
  const match = new RegExp(`^([1-9][0-9]{0,8})\\.${extension}$`).exec(name);
  return match ? Number(match[1]) : undefined;
}

const notFound = { error: podcastMessages.notFound, code: 'not_found' } as const;

function notModified(ifNoneMatch: string | undefined, ifModifiedSince: string | undefined, etag: string, lastModified: Date) {
  if (ifNoneMatch) return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);
  const since = ifModifiedSince ? Date.parse(ifModifiedSince) : Number.NaN;
  return !Number.isNaN(since) && lastModified.getTime() <= since;
}

export const podcastRoutes = new Hono<AppEnv>()
  .get('/podcasts/artwork/:name', async (c) => {
    const target = feedTarget(c.req.param('name'), 'jpg');
    if (target === undefined) return c.json(notFound, 404);
    const key = target === 'station' ? await stationArtworkKey(c.var.storage) : await emissionArtworkKey(c.var.db, c.var.storage, target);
    if (!key) return c.json({ error: messages.emissionNotFound, code: 'not_found' }, 404);
    return serveStored(c, key);
  })
  .get('/podcasts/:feed', async (c) => {
    const target = feedTarget(c.req.param('feed'), 'xml');
    if (target === undefined) return c.json(notFound, 404);
    const origin = linkOrigin(c);
    const { db, storage, config } = c.var;
    const emissionId = target === 'station' ? undefined : target;
    const validators = await feedValidators(db, config.station, origin, emissionId);
    if (!validators && emissionId !== undefined) return c.json({ error: messages.emissionNotFound, code: 'not_found' }, 404);
    const headers: Record<string, string> = { 'Cache-Control': 'public, max-age=300, must-revalidate' };
    if (validators) {
      headers.ETag = validators.etag;
      headers['Last-Modified'] = validators.lastModified.toUTCString();
      if (notModified(c.req.header('If-None-Match'), c.req.header('If-Modified-Since'), validators.etag, validators.lastModified)) {
        return c.body(null, 304, headers);
      }
    }
    const context = { db, storage, station: config.station, origin };
    const xml = emissionId === undefined ? await stationFeed(context) : await emissionFeed(context, emissionId);
    return c.body(xml, 200, { ...headers, 'Content-Type': 'application/rss+xml; charset=utf-8' });
  });
