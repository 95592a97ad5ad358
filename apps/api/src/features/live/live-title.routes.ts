// POST /api/live/titles: Liquidsoap's metadata callback (infra/liquidsoap/radio.liq) names each
// title the moment it enters the stream. The station's secret decides (lib/station-secret.ts);
// without it configured every push is refused and Icecast's status poll names the titles.
import { titlePushSchema } from '@station/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { stationSecret } from '../../lib/station-secret.ts';
import { validate } from '../../lib/validate.ts';
import { liveSourcesOf } from './live-sources.ts';

export const liveTitleRoutes = new Hono<AppEnv>().post(
  '/titles',
  stationSecret('titles_refused'),
  validate('json', titlePushSchema),
  (c) => {
    const { titles, feed } = liveSourcesOf(c.var.config, c.var.db);
    const { title, at } = c.req.valid('json');
    titles.push(title, at);
    // The feed's next tick (within a second) sends it to every open player.
    feed.wake();
    return c.body(null, 204);
  },
);
