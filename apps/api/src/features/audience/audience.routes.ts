// The 'Audience' figures (admins only) and the plays the player reports (anyone, capped
// per address like the mix listens, so a script cannot inflate a count).
import { audienceMessages, audiencePlaySchema, audienceQuerySchema } from '@station/shared';
import { Hono } from 'hono';
import { allowRoles } from '../../lib/auth.ts';
import type { AppEnv } from '../../lib/context.ts';
import { hitOrRefuse } from '../../lib/rate-limit.ts';
import { clientAddress } from '../../lib/request-info.ts';
import { validate } from '../../lib/validate.ts';
import { recordPlay } from './audience-plays.ts';
import { liveListenerFigure } from './audience-sources.ts';
import { getAudienceReport } from './audience.service.ts';

export const audienceRoutes = new Hono<AppEnv>()
  .get('/', allowRoles('admin'), validate('query', audienceQuerySchema), async (c) => {
    const listenersNow = await liveListenerFigure(c.var.config, c.var.db)();
    const report = await getAudienceReport(c.var.db, c.req.valid('query').range, c.var.clock(), listenersNow);
    return c.json(report, 200, { 'Cache-Control': 'no-store' });
  })
  .post('/plays', validate('json', audiencePlaySchema), async (c) => {
    await hitOrRefuse(c.var.db, c.var.rateLimits.mixListenReportsByAddress, clientAddress(c));
    if (!(await recordPlay(c.var.db, c.req.valid('json'), c.var.clock()))) {
      return c.json({ error: audienceMessages.playItemNotFound, code: 'not_found' }, 404);
    }
    return c.json({ recorded: true }, 200);
  });
