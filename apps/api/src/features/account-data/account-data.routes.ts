import { accountDataMessages, accountDeletionSchema } from '@station/shared';
import { Hono } from 'hono';
import { signedIn } from '../../lib/auth.ts';
import { noStore } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import { deleteAccount, exportAccountData } from './account-data.service.ts';

// 'Mes données': the signed-in listener's or talent's own data, never anyone else's.
export const accountDataRoutes = new Hono<AppEnv>()
  .use(noStore())
  .get('/export', signedIn(), async (c) => {
    const data = await exportAccountData(c);
    const day = new Date().toISOString().slice(0, 10);
    return c.json(data, 200, { 'Content-Disposition': `attachment; filename="mes-donnees-${day}.json"` });
  })
  .delete('/', signedIn(), validate('json', accountDeletionSchema), async (c) => {
    await deleteAccount(c, c.req.valid('json').password);
    return c.json({ message: accountDataMessages.accountDeleted }, 200);
  });
