import { letterQueued, letterSchema, messages, newsletterMessages, newsletterSubscriptionSchema, newsletterTokenSchema, unsubscribeQuerySchema } from '@station/shared';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HttpError } from '../../lib/errors.ts';
import { rejectInvalidText } from '../../lib/request-limits.ts';
import { allowRoles } from '../../lib/auth.ts';
import { noStore } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import { previewLetter, sendLetter, sendTestLetter } from './letter.service.ts';
import { toCsv } from './newsletter-csv.ts';
import { listSubscriptions } from './newsletter.repository.ts';
import { confirm, subscribe, unsubscribeWith } from './subscription.service.ts';

// Double opt-in, then admins export the confirmed addresses
// (with their proof of consent) and send 'La lettre' through the mail queue.
export const newsletterRoutes = new Hono<AppEnv>()
  .post('/', validate('json', newsletterSubscriptionSchema), async (c) => {
    const { email, source } = c.req.valid('json');
    // 202: the request is taken; what it does depends on the address and is said by mail only.
    return c.json(await subscribe(c, email, source), 202);
  })
  .post('/confirm', validate('json', newsletterTokenSchema), async (c) => {
    await confirm(c, c.req.valid('json').token);
    return c.json({ message: newsletterMessages.confirmed }, 200);
  })
  .get('/export.csv', allowRoles('admin'), async (c) => {
    const rows = await listSubscriptions(c.var.db);
    const csv = toCsv(
      ['email', 'source', 'date_inscription', 'date_confirmation', 'consentement'],
      rows.map((row) => [row.email, row.source, row.created_at.toISOString(), row.confirmed_at?.toISOString() ?? '', row.consent_text ?? '']),
    );
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="newsletter-${day}.csv"`,
      'Cache-Control': 'no-store',
    });
  })
  // 'La lettre': preview (writes nothing), a test copy to the admin, the send to confirmed subscribers.
  .post('/letter/preview', noStore(), allowRoles('admin'), validate('json', letterSchema), async (c) => c.json(await previewLetter(c, c.req.valid('json')), 200))
  .post('/letter/test', noStore(), allowRoles('admin'), validate('json', letterSchema), async (c) => {
    await sendTestLetter(c, c.req.valid('json'));
    return c.json({ message: newsletterMessages.letterTestSent }, 200);
  })
  .post('/letter/send', noStore(), allowRoles('admin'), validate('json', letterSchema), async (c) => {
    const queued = await sendLetter(c, c.req.valid('json'));
    return c.json({ message: letterQueued(queued), queued }, 200);
  });

/**
 * List-Unsubscribe one-click (RFC 8058): mail clients POST to the link with no cookie and no
 * Origin, so this sits before the CSRF check; the token in the URL is the only credential and it
 * can only unsubscribe. The web page /newsletter/desabonnement calls the same route.
 */
export const newsletterUnsubscribeRoutes = new Hono<AppEnv>()
  // Mounted before the app's own guards: NUL and malformed JSON are refused here too. The body is
  // 'List-Unsubscribe=One-Click' (a form) from mail clients, nothing or {} from the page.
  .use(rejectInvalidText())
  .use(
    createMiddleware<AppEnv>(async (c, next) => {
      if (/\bjson\b/i.test(c.req.header('Content-Type') ?? '')) {
        const text = (await c.req.text()).trim();
        const body: unknown = text === '' ? {} : JSON.parse(text);
        if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, messages.invalidBody, 'invalid_body');
      }
      await next();
    }),
  )
  .post('/', noStore(), validate('query', unsubscribeQuerySchema), async (c) => {
  await unsubscribeWith(c, c.req.valid('query').token);
  return c.json({ message: newsletterMessages.unsubscribed }, 200);
});
