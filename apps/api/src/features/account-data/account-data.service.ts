// 'Mes données': the export, and the deletion after the password
// (docs/decisions/170-mail-and-data-rights.md).
// Deleting removes the account row; the foreign keys do the rest in the same transaction: comments,
// dedications, likes, playlists, contest entries and registrations go (cascade), the account's
// sessions and mailed links go with its account_emails row, and its votes stay with user_id null
// (2026-11-26-4-anonymous-votes), so no contest total moves. Rows keyed by the address without a
// foreign key (newsletter, mail queue, followed programmes, the outbox's stored answers) are deleted here; the talent's uploaded
// files are removed from storage once the transaction has committed.
import { accountDataMessages } from '@station/shared';
import type { Context } from 'hono';
import { requireUser } from '../../lib/auth.ts';
import type { AppEnv } from '../../lib/context.ts';
import { HttpError, notFoundIf } from '../../lib/errors.ts';
import { accountScope } from '../../lib/idempotency.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { refuseIfBlocked } from '../../lib/rate-limit.ts';
import { clearSessionCookie } from '../../lib/sessions.ts';
import { REGISTRATION_PHOTO_FOLDER, REGISTRATION_SONG_FOLDER } from '../contests/contest-registration.routes.ts';
import { findPasswordHash } from '../accounts/account.repository.ts';
import { type OwnerRole, readAccountData, registrationFiles } from './account-data.repository.ts';

function owner(c: Context<AppEnv>): { role: OwnerRole; id: number; email: string } {
  const account = requireUser(c);
  if (account.role !== 'user' && account.role !== 'talent') throw new HttpError(403, accountDataMessages.staffCannotDelete, 'forbidden');
  return { role: account.role, id: account.id, email: account.email };
}

export async function exportAccountData(c: Context<AppEnv>) {
  const { role, id } = owner(c);
  const data = notFoundIf(await readAccountData(c.var.db, role, id));
  return {
    exported_at: new Date().toISOString(),
    station: c.var.config.station.name,
    role,
    ...data,
    push_subscriptions: { note: accountDataMessages.pushNote, items: [] as never[] },
  };
}

export async function deleteAccount(c: Context<AppEnv>, password: string): Promise<void> {
  const { role, id, email } = owner(c);
  const { db, rateLimits, storage } = c.var;
  await refuseIfBlocked(db, [rateLimits.deleteByAccount, email]);
  const hash = notFoundIf(await findPasswordHash(db, role, id));
  if (!(await verifyPassword(hash, password))) {
    await rateLimits.deleteByAccount.hit(db, email);
    throw new HttpError(400, accountDataMessages.deletionPasswordWrong, 'wrong_password');
  }
  const files = role === 'talent' ? await registrationFiles(db, id) : [];
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('programme_follows').where('account_role', '=', role).where('account_id', '=', id).execute();
    await trx.deleteFrom('newsletter_subscriptions').where('email', '=', email).execute();
    await trx.deleteFrom('mail_outbox').where('to_address', '=', email).execute();
    // The outbox's stored answers (lib/idempotency.ts) repeat what the account wrote, e-mail included.
    await trx.deleteFrom('idempotency_keys').where('scope', '=', accountScope(role, id)).execute();
    if (role === 'user') await trx.deleteFrom('users').where('userid', '=', id).execute();
    else await trx.deleteFrom('talons').where('talonid', '=', id).execute();
  });
  for (const file of files) {
    await storage.remove(`${REGISTRATION_PHOTO_FOLDER}/${file.photo_url}`).catch(() => {});
    await storage.remove(`${REGISTRATION_SONG_FOLDER}/${file.song_url}`).catch(() => {});
  }
  clearSessionCookie(c);
}
