import { idParamSchema, messages, passwordChangeSchema, talentProfileUpdateSchema, talentRegistrationSchema } from '@station/shared';
import { Hono } from 'hono';
import { selfOrAdmin } from '../../lib/auth.ts';
import { noStore } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { notFoundIf } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { requestEmailChange, sendVerificationLink } from './email-verification.service.ts';
import { changePassword } from './password.service.ts';
import { registrationLimit } from './registration-limit.ts';
import { getTalentDetail, registerTalent, updateTalentProfile } from './talon-account.service.ts';

const idParam = validate('param', idParamSchema('id'));

// Mounted on /api/talons beside the public list (features/talents): registration, one talent's
// page (private fields for itself and admins), its profile and password.
// No blanket .use() here: it would reach the public list's cache headers on the same path.
export const talonAccountRoutes = new Hono<AppEnv>()
  .post('/', noStore(), registrationLimit(), validate('json', talentRegistrationSchema), async (c) => {
    const detail = await registerTalent(c.var.db, c.req.valid('json'));
    // The new address is confirmed by the link this mails.
    await sendVerificationLink(c, 'talent', detail.talonid, c.req.valid('json').email, false);
    return c.json(detail, 201);
  })
  .get('/:id', noStore(), idParam, async (c) => {
    const { id } = c.req.valid('param');
    const viewer = c.var.account;
    const withPrivate = viewer?.role === 'admin' || (viewer?.role === 'talent' && viewer.id === id);
    return c.json(notFoundIf(await getTalentDetail(c.var.db, id, withPrivate), messages.talentNotFound), 200);
  })
  .put('/:id', noStore(), selfOrAdmin('talent'), idParam, validate('json', talentProfileUpdateSchema), async (c) => {
    const { id } = c.req.valid('param');
    // A new address waits for its link; the old one stays until then.
    const { email, ...fields } = c.req.valid('json');
    const pending_email = await requestEmailChange(c, 'talent', id, email);
    const detail = notFoundIf(await updateTalentProfile(c.var.db, id, fields), messages.talentNotFound);
    return c.json(pending_email ? { ...detail, pending_email } : detail, 200);
  })
  .put('/:id/password', noStore(), selfOrAdmin('talent'), idParam, validate('json', passwordChangeSchema), async (c) => {
    await changePassword(c, 'talent', c.req.valid('param').id, c.req.valid('json'));
    return c.json({ message: messages.passwordChanged }, 200);
  });
