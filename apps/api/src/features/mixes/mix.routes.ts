import { mixListenSchema, mixMessages, mixParamSchema } from '@station/shared';
import { Hono } from 'hono';
import { publicRead } from '../../lib/cache.ts';
import { allowRoles } from '../../lib/auth.ts';
import type { AppEnv } from '../../lib/context.ts';
import { hitOrRefuse } from '../../lib/rate-limit.ts';
import { clientAddress } from '../../lib/request-info.ts';
import { readMultipart } from '../../lib/uploads.ts';
import { validate } from '../../lib/validate.ts';
import { recordPlay } from '../audience/audience-plays.ts';
import { MIX_UPLOADS, createMix, deleteMix, updateMix } from './mix-admin.service.ts';
import { getMix, listMixes, recordMixListen } from './mix.service.ts';

// Mixes: every mix, the web app splits weekly ('Entrée de la semaine') from the rest.
export const mixRoutes = new Hono<AppEnv>()
  .get('/', publicRead(), async (c) => c.json(await listMixes(c.var.db), 200))
  .get('/:mixid', publicRead(), validate('param', mixParamSchema), async (c) =>
    c.json(await getMix(c.var.db, c.req.valid('param').mixid), 200),
  )
  // 'Mix listening': open to visitors too; the player calls it once per mix per page session.
  // Capped per address (real figures), so a script cannot inflate a mix's count.
  .patch('/:mixid/listen', validate('param', mixParamSchema), validate('json', mixListenSchema), async (c) => {
    await hitOrRefuse(c.var.db, c.var.rateLimits.mixListenReportsByAddress, clientAddress(c));
    const { mixid } = c.req.valid('param');
    const { is_starting } = c.req.valid('json');
    const mix = await recordMixListen(c.var.db, mixid, is_starting);
    // The day's started plays, kept for the 'Audience' page (the mix exists: checked above).
    if (is_starting) await recordPlay(c.var.db, { kind: 'mix', id: mixid, stage: 'started' }, c.var.clock());
    return c.json(mix, 200);
  })
  // Admins add, edit and delete mixes (multipart: titre, description, animateur_id,
  // categorie, image, audio). The guard runs before a single byte of the upload is read.
  .post('/', allowRoles('admin'), async (c) => {
    const form = await readMultipart(c, MIX_UPLOADS);
    try {
      return c.json({ data: await createMix(c.var.db, c.var.storage, form) }, 201);
    } finally {
      await form.discard();
    }
  })
  .put('/:mixid', allowRoles('admin'), validate('param', mixParamSchema), async (c) => {
    const form = await readMultipart(c, MIX_UPLOADS);
    try {
      return c.json({ data: await updateMix(c.var.db, c.var.storage, c.req.valid('param').mixid, form) }, 200);
    } finally {
      await form.discard();
    }
  })
  .delete('/:mixid', allowRoles('admin'), validate('param', mixParamSchema), async (c) => {
    await deleteMix(c.var.db, c.var.storage, c.req.valid('param').mixid);
    return c.json({ message: mixMessages.deleted }, 200);
  });
