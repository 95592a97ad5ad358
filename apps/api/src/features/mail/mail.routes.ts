import type { SentMailList } from '@station/shared';
import { Hono } from 'hono';
import { allowRoles } from '../../lib/auth.ts';
import { noStore } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { listMails } from './mail.repository.ts';

// 'Courriels envoyés': admins read the queue; in the demo without SMTP, the mails
// themselves (their links included), so every flow works with nothing to install.
export const mailRoutes = new Hono<AppEnv>().use(noStore()).get('/', allowRoles('admin'), async (c) => {
  const rows = await listMails(c.var.db);
  const list: SentMailList = {
    transport: c.var.mail.transport.kind,
    mails: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      status: row.status,
      attempts: row.attempts,
      last_error: row.last_error,
      created_at: row.created_at.toISOString(),
      sent_at: row.sent_at?.toISOString() ?? null,
    })),
  };
  return c.json(list, 200);
});
