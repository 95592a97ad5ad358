import { type SessionState, emailVerificationSchema, loginSchema, mailMessages, messages, passwordResetRequestSchema, passwordResetSchema } from '@station/shared';
import { Hono } from 'hono';
import { accountFromSession, signedIn } from '../../lib/auth.ts';
import { noStore } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { clientAddress } from '../../lib/request-info.ts';
import { clearSessionCookie, createSession, deleteSession, findSession, writeSessionCookie } from '../../lib/sessions.ts';
import { validate } from '../../lib/validate.ts';
import { authenticate } from './auth.service.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';
import { resendVerification, verifyEmail } from './email-verification.service.ts';

// Authentication happens here, never in the browser.
export const authRoutes = new Hono<AppEnv>()
  .use(noStore())
  .post('/login', validate('json', loginSchema), async (c) => {
    const { db } = c.var;
    const found = await authenticate(db, c.var.rateLimits, c.req.valid('json'), clientAddress(c));
    // A new token at every login (no session fixation); the session this browser had ends.
    if (c.var.session) await deleteSession(db, c.var.session.id);
    const token = await createSession(db, found.role, found.account_id);
    writeSessionCookie(c, token);
    const session = await findSession(db, token);
    return c.json({ account: accountFromSession(session!) }, 200);
  })
  .post('/logout', async (c) => {
    if (c.var.session) await deleteSession(c.var.db, c.var.session.id);
    clearSessionCookie(c);
    return c.json({ message: messages.loggedOut }, 200);
  })
  // 'Mot de passe oublié ?': the same answer whether or not the address has an account.
  .post('/password-reset/request', validate('json', passwordResetRequestSchema), async (c) => {
    await requestPasswordReset(c, c.req.valid('json').email);
    return c.json({ message: mailMessages.resetRequested }, 200);
  })
  .post('/password-reset', validate('json', passwordResetSchema), async (c) => {
    await resetPassword(c, c.req.valid('json'));
    return c.json({ message: mailMessages.passwordReset }, 200);
  })
  // The confirmation link (no session needed: the token is the proof), and 'Renvoyer le lien'.
  .post('/verify-email', validate('json', emailVerificationSchema), async (c) => c.json({ message: await verifyEmail(c, c.req.valid('json').token) }, 200))
  .post('/verify-email/resend', signedIn(), async (c) => {
    await resendVerification(c);
    return c.json({ message: mailMessages.verificationSent }, 200);
  })
  .get('/me', (c) => {
    const state: SessionState = { account: c.var.account, expired: c.var.sessionExpired };
    return c.json(state, 200);
  });
