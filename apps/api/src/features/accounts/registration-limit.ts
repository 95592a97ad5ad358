import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../lib/context.ts';
import { refuseIfBlocked } from '../../lib/rate-limit.ts';
import { clientAddress } from '../../lib/request-info.ts';

/**
 * Registrations are counted per address and per email, successful or not, before
 * the body is validated, so a flood of malformed sign-ups is limited too.
 */
export const registrationLimit = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { registerByAccount, registerByAddress } = c.var.rateLimits;
    const address = clientAddress(c);
    const body: unknown = await c.req.json().catch(() => undefined);
    const email = typeof (body as { email?: unknown })?.email === 'string' ? (body as { email: string }).email.trim().toLowerCase() : '';
    const db = c.var.db;
    await refuseIfBlocked(db, [registerByAddress, address], [registerByAccount, email]);
    await registerByAddress.hit(db, address);
    if (email) await registerByAccount.hit(db, email);
    await next();
  });
