// Accounts that exist when the confirmation arrives count as confirmed (nobody is
// locked out of voting by an upgrade); accounts made afterwards start unconfirmed.
import { Migrator, sql } from 'kysely';
import { expect, it } from 'vitest';
import { hashPassword } from '../lib/passwords.ts';
import { appPerFile } from '../test/test-app.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

const t = appPerFile();

it('marks the accounts already there as confirmed, and only them', async () => {
  const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo('2026-11-26-2-account-tokens');
  expect(error).toBeUndefined();
  const password_hash = await hashPassword('ancien-2026');
  await sql`insert into users (nom, prenom, email, password_hash) values ('Ancien', 'Compte', 'ancien@example.org', ${password_hash})`.execute(t.db);
  await migrateToLatest(t.db);
  await t.db.insertInto('users').values({ nom: 'Nouveau', prenom: 'Compte', email: 'nouveau@example.org', password_hash }).execute();
  const rows = await t.db.selectFrom('users').select(['email', 'email_verified_at']).where('email', 'in', ['ancien@example.org', 'nouveau@example.org']).orderBy('email').execute();
  expect(rows.map((row) => [row.email, row.email_verified_at !== null])).toEqual([
    ['ancien@example.org', true],
    ['nouveau@example.org', false],
  ]);
});
