import type { UserProfile, UserProfileUpdate, UserRegistration } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { withUniqueEmail } from './email-conflict.ts';
import { findUser, insertUser, listUsers, updateUser } from './user.repository.ts';

type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

/** `userid`, also returned as id, and the userType the old pages read. */
const toProfile = (row: UserRow): UserProfile => ({ ...row, id: row.userid, userType: 'user' });

export const listUserProfiles = async (db: Kysely<Database>) => (await listUsers(db)).map(toProfile);

export async function getUserProfile(db: Kysely<Database>, userid: number) {
  const row = await findUser(db, userid);
  return row && toProfile(row);
}

export async function registerUser(db: Kysely<Database>, input: UserRegistration) {
  const password_hash = await hashPassword(input.password);
  const row = await withUniqueEmail(
    insertUser(db, {
      nom: input.nom,
      prenom: input.prenom,
      email: input.email,
      password_hash,
      tel: input.tel ?? null,
      address_location: input.address_location ?? null,
    }),
  );
  return toProfile(row);
}

/** Absent optional fields stay as they are; blank ones are cleared (shared schema's transform). */
export async function updateUserProfile(db: Kysely<Database>, userid: number, input: Omit<UserProfileUpdate, 'email'>) {
  const row = await withUniqueEmail(updateUser(db, userid, input));
  return row && toProfile(row);
}
