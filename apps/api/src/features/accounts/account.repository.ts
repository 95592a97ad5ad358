// Reads and writes shared by every role: find an account by email (one address, one account:
// whatever its role), and read or replace its password hash.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AccountRole } from './account.table.ts';

const ROLE_TABLES: Record<AccountRole, { table: string; id: string }> = {
  user: { table: 'users', id: 'userid' },
  talent: { table: 'talons', id: 'talonid' },
  admin: { table: 'admins', id: 'adminid' },
  admin_animateur: { table: 'admin_animateurs', id: 'id' },
};

export function findAccountByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('account_emails').select(['role', 'account_id']).where('email', '=', email).executeTakeFirst();
}

export async function findPasswordHash(db: Kysely<Database>, role: AccountRole, id: number): Promise<string | undefined> {
  const { table, id: idColumn } = ROLE_TABLES[role];
  const result = await sql<{ password_hash: string }>`
    select password_hash from ${sql.table(table)} where ${sql.ref(idColumn)} = ${id}`.execute(db);
  return result.rows[0]?.password_hash;
}

export async function updatePasswordHash(db: Kysely<Database>, role: AccountRole, id: number, passwordHash: string) {
  const { table, id: idColumn } = ROLE_TABLES[role];
  await sql`update ${sql.table(table)} set password_hash = ${passwordHash} where ${sql.ref(idColumn)} = ${id}`.execute(db);
}

/** The mailed link was followed; with `email`, the confirmed new address replaces the old. */
export async function confirmAccountEmail(db: Kysely<Database>, role: AccountRole, id: number, now: Date, email?: string) {
  const { table, id: idColumn } = ROLE_TABLES[role];
  const newEmail = email === undefined ? sql`email` : sql`${email}`;
  await sql`update ${sql.table(table)} set email_verified_at = ${now}, email = ${newEmail} where ${sql.ref(idColumn)} = ${id}`.execute(db);
}

export async function findAccountEmail(db: Kysely<Database>, role: AccountRole, id: number) {
  const { table, id: idColumn } = ROLE_TABLES[role];
  const result = await sql<{ email: string; email_verified_at: Date | null }>`
    select email, email_verified_at from ${sql.table(table)} where ${sql.ref(idColumn)} = ${id}`.execute(db);
  return result.rows[0];
}
