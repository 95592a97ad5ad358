import { followInputSchema, followMessages, idParamSchema, reminderInputSchema, reminderRemovalSchema } from '@station/shared';
import { Hono } from 'hono';
import { requireUser, signedIn } from '../../lib/auth.ts';
import { noStore, publicRead } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { HttpError } from '../../lib/errors.ts';
import { isAcceptablePushEndpoint } from '../../lib/public-address.ts';
import { hitOrRefuse } from '../../lib/rate-limit.ts';
import { clientAddress } from '../../lib/request-info.ts';
import { linkOrigin } from '../../lib/site-origin.ts';
import { validate } from '../../lib/validate.ts';
import { follow, listFollows, unfollow } from './follow.service.ts';
import { oneProgrammeCalendar } from './programme-calendar.service.ts';
import { addReminder, ensureVapidKeys, removeReminder } from './push-reminders.ts';

const programmeParam = idParamSchema('programmeId');

// 'Suivre': follows of signed-in listeners, the .ics event, and Web Push reminders (any
// device that subscribed, signed in or not: the subscription's endpoint is its key).
export const followRoutes = new Hono<AppEnv>()
  .get('/follows', noStore(), signedIn(), async (c) => c.json(await listFollows(c.var.db, requireUser(c)), 200))
  .post('/follows', noStore(), signedIn(), validate('json', followInputSchema), async (c) =>
    c.json(await follow(c.var.db, requireUser(c), c.req.valid('json').programme_id), 201),
  )
  .delete('/follows/:programmeId', noStore(), signedIn(), validate('param', programmeParam), async (c) =>
    c.json(await unfollow(c.var.db, requireUser(c), c.req.valid('param').programmeId), 200),
  )
  // A downloaded copy; the subscribed feed that follows changes is /programme/{id}.ics.
  .get('/programmes/:programmeId/calendar.ics', publicRead(0), validate('param', programmeParam), async (c) => {
    const { id, ics } = await oneProgrammeCalendar(c.var.db, c.var.config.station, linkOrigin(c), c.req.valid('param').programmeId);
    return c.body(ics, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="programme-${id}.ics"`,
    });
  })
  .get('/push/public-key', publicRead(300), async (c) => c.json({ publicKey: (await ensureVapidKeys(c.var.db)).publicKey }, 200))
  .post('/reminders', noStore(), validate('json', reminderInputSchema), async (c) => {
    const { programme_id, subscription } = c.req.valid('json');
    // The job will POST to this address: public https only, checked again at each send.
    if (!c.var.config.pushToPrivateNetwork && !isAcceptablePushEndpoint(subscription.endpoint)) {
      throw new HttpError(400, followMessages.subscriptionInvalid, 'invalid_body');
    }
    const limiter = c.var.rateLimits.remindersByAddress;
    await hitOrRefuse(c.var.db, limiter, clientAddress(c));
    if (c.var.account) await hitOrRefuse(c.var.db, limiter, `account:${c.var.account.id}`);
    await addReminder(c.var.db, programme_id, subscription);
    return c.json({ programme_id }, 201);
  })
  .delete('/reminders/:programmeId', noStore(), validate('param', programmeParam), validate('json', reminderRemovalSchema), async (c) => {
    await removeReminder(c.var.db, c.req.valid('param').programmeId, c.req.valid('json').endpoint);
    return c.json({ programme_id: c.req.valid('param').programmeId }, 200);
  });
