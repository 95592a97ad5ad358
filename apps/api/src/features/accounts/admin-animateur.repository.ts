import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AdminAnimateurTable } from './account.table.ts';

const COLUMNS = ['id', 'nom', 'prenom', 'email', 'created_at'] as const;

export const listAdminAnimateurs = (db: Kysely<Database>) =>
  db.selectFrom('admin_animateurs').select(COLUMNS).orderBy('id').execute();

export const findAdminAnimateur = (db: Kysely<Database>, id: number) =>
  db.selectFrom('admin_animateurs').select(COLUMNS).where('id', '=', id).executeTakeFirst();

export const insertAdminAnimateur = (
  db: Kysely<Database>,
  values: { nom: string; prenom: string; email: string; password_hash: string },
) => db.insertInto('admin_animateurs').values(values).returning(COLUMNS).executeTakeFirstOrThrow();

export const updateAdminAnimateur = (db: Kysely<Database>, id: number, values: Updateable<AdminAnimateurTable>) =>
  db.updateTable('admin_animateurs').set(values).where('id', '=', id).returning(COLUMNS).executeTakeFirst();

/** Deleting the account removes its email from account_emails, which ends its sessions (cascade). */
export const deleteAdminAnimateur = (db: Kysely<Database>, id: number) =>
  db.deleteFrom('admin_animateurs').where('id', '=', id).returning('id').executeTakeFirst();

export const listAdmins = (db: Kysely<Database>) =>
  db.selectFrom('admins').select(['adminid', 'nom', 'email', 'created_at']).orderBy('adminid').execute();
