import { messages, newsletterSubscriptionSchema } from '@station/shared';
import { Hono } from 'hono';
import { allowRoles } from '../../lib/auth.ts';
import type { AppEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import { toCsv } from './newsletter-csv.ts';
import { insertSubscription, listSubscriptions } from './newsletter.repository.ts';

// DECISIONS.md 14: store the address (unique, validated) and thank the visitor; admins export the list.
export const newsletterRoutes = new Hono<AppEnv>()
  .post('/', validate('json', newsletterSubscriptionSchema), async (c) => {
    const { email, source } = c.req.valid('json');
    const created = await insertSubscription(c.var.db, email, source);
    return created
      ? c.json({ message: messages.newsletterThanks }, 201)
      : c.json({ message: messages.newsletterAlready }, 200);
  })
  .get('/export.csv', allowRoles('admin'), async (c) => {
    const rows = await listSubscriptions(c.var.db);
    const csv = toCsv(
      ['email', 'source', 'date_inscription'],
      rows.map((row) => [row.email, row.source, row.created_at.toISOString()]),
    );
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="newsletter-${day}.csv"`,
      'Cache-Control': 'no-store',
    });
  });
