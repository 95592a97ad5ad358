import { idParamSchema, messages, passwordChangeSchema, userProfileUpdateSchema, userRegistrationSchema } from '@station/shared';
import { Hono } from 'hono';
import { allowRoles, selfOrAdmin } from '../../lib/auth.ts';
import { noStore } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { notFoundIf } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { requestEmailChange, sendVerificationLink } from './email-verification.service.ts';
import { changePassword } from './password.service.ts';
import { registrationLimit } from './registration-limit.ts';
import { getUserProfile, listUserProfiles, registerUser, updateUserProfile } from './user.service.ts';

const idParam = validate('param', idParamSchema('id'));

// The list is for admins; one account for itself or an admin.
export const userRoutes = new Hono<AppEnv>()
  .use(noStore())
  .get('/', allowRoles('admin'), async (c) => c.json(await listUserProfiles(c.var.db), 200))
  .post('/', registrationLimit(), validate('json', userRegistrationSchema), async (c) => {
    const profile = await registerUser(c.var.db, c.req.valid('json'));
    // The new address is confirmed by the link this mails.
    await sendVerificationLink(c, 'user', profile.userid, profile.email, false);
    return c.json(profile, 201);
  })
  .get('/:id', selfOrAdmin('user'), idParam, async (c) =>
    c.json(notFoundIf(await getUserProfile(c.var.db, c.req.valid('param').id), messages.accountNotFound), 200),
  )
  .put('/:id', selfOrAdmin('user'), idParam, validate('json', userProfileUpdateSchema), async (c) => {
    const { id } = c.req.valid('param');
    // A new address waits for its link; the old one stays until then.
    const { email, ...fields } = c.req.valid('json');
    const pending_email = await requestEmailChange(c, 'user', id, email);
    const profile = notFoundIf(await updateUserProfile(c.var.db, id, fields), messages.accountNotFound);
    return c.json(pending_email ? { ...profile, pending_email } : profile, 200);
  })
  .put('/:id/password', selfOrAdmin('user'), idParam, validate('json', passwordChangeSchema), async (c) => {
    await changePassword(c, 'user', c.req.valid('param').id, c.req.valid('json'));
    return c.json({ message: messages.passwordChanged }, 200);
  });
