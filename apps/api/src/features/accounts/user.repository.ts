import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { UserTable } from './account.table.ts';

// Every column but the password hash, which never leaves the repository layer.
const PROFILE_COLUMNS = ['userid', 'nom', 'prenom', 'email', 'tel', 'address_location', 'avatar_url'] as const;

export const listUsers = (db: Kysely<Database>) =>
  db.selectFrom('users').select(PROFILE_COLUMNS).orderBy('userid').execute();

export const findUser = (db: Kysely<Database>, userid: number) =>
  db.selectFrom('users').select(PROFILE_COLUMNS).where('userid', '=', userid).executeTakeFirst();

export const insertUser = (
  db: Kysely<Database>,
  values: { nom: string; prenom: string; email: string; password_hash: string; tel: string | null; address_location: string | null },
) => db.insertInto('users').values(values).returning(PROFILE_COLUMNS).executeTakeFirstOrThrow();

export const updateUser = (db: Kysely<Database>, userid: number, values: Updateable<UserTable>) =>
  db
    .updateTable('users')
    .set({ ...values, updated_at: new Date() })
    .where('userid', '=', userid)
    .returning(PROFILE_COLUMNS)
    .executeTakeFirst();
