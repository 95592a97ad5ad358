import type { AdminAnimateur, AdminAnimateurCreate, AdminAnimateurUpdate } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { deleteAccountSessions } from '../../lib/sessions.ts';
import {
  deleteAdminAnimateur,
  findAdminAnimateur,
  insertAdminAnimateur,
  listAdminAnimateurs,
  updateAdminAnimateur,
} from './admin-animateur.repository.ts';
import { withUniqueEmail } from './email-conflict.ts';

type Row = NonNullable<Awaited<ReturnType<typeof findAdminAnimateur>>>;
const toApi = (row: Row): AdminAnimateur => ({ ...row, created_at: row.created_at.toISOString() });

export const listModerators = async (db: Kysely<Database>) => (await listAdminAnimateurs(db)).map(toApi);

export async function getModerator(db: Kysely<Database>, id: number) {
  const row = await findAdminAnimateur(db, id);
  return row && toApi(row);
}

export async function createModerator(db: Kysely<Database>, input: AdminAnimateurCreate) {
  const { password, ...fields } = input;
  return toApi(await withUniqueEmail(insertAdminAnimateur(db, { ...fields, password_hash: await hashPassword(password) })));
}

/** A new password (sent only when non-blank) also ends the moderator's open sessions. */
export async function updateModerator(db: Kysely<Database>, id: number, input: AdminAnimateurUpdate) {
  const { password, ...fields } = input;
  const password_hash = password ? await hashPassword(password) : undefined;
  const row = await withUniqueEmail(updateAdminAnimateur(db, id, { ...fields, password_hash }));
  if (row && password_hash) await deleteAccountSessions(db, 'admin_animateur', id);
  return row && toApi(row);
}

export const deleteModerator = async (db: Kysely<Database>, id: number) => (await deleteAdminAnimateur(db, id)) !== undefined;
