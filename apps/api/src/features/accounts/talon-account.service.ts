import type { TalentDetail, TalentProfileUpdate, TalentRegistration } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { withUniqueEmail } from './email-conflict.ts';
import { findTalon, insertTalon, updateTalon } from './talon-account.repository.ts';

/**
 * The public talent page reads talonid, nom_artiste, nom_complet, bio, avatar_url,
 * total_votes, date_inscription. Email, phone and address only for the talent itself and admins.
 */
export async function getTalentDetail(db: Kysely<Database>, talonid: number, withPrivate: boolean) {
  const row = await findTalon(db, talonid);
  if (!row) return undefined;
  const { email, telephone, address, total_votes, date_inscription, ...rest } = row;
  const detail: TalentDetail = {
    ...rest,
    id: row.talonid,
    bio: row.biographie,
    total_votes: total_votes ?? 0,
    date_inscription: date_inscription.toISOString(),
  };
  return withPrivate ? { ...detail, email, telephone, address } : detail;
}

export async function registerTalent(db: Kysely<Database>, input: TalentRegistration) {
  const { password, ...fields } = input;
  const row = await withUniqueEmail(
    insertTalon(db, {
      ...fields,
      password_hash: await hashPassword(password),
      telephone: fields.telephone ?? null,
      genre_musical: fields.genre_musical ?? null,
      address: fields.address ?? null,
      biographie: fields.biographie ?? null,
      avatar_url: null,
    }),
  );
  return (await getTalentDetail(db, row.talonid, true))!;
}

export async function updateTalentProfile(db: Kysely<Database>, talonid: number, input: Omit<TalentProfileUpdate, 'email'>) {
  const row = await withUniqueEmail(updateTalon(db, talonid, input));
  return row && getTalentDetail(db, talonid, true);
}
