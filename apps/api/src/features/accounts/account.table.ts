import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

/** When the address was confirmed by its mailed link; null: not yet. */
type VerifiedAt = ColumnType<Date | null, Date | null | undefined, Date | null>;

export type AccountRole = 'user' | 'talent' | 'admin' | 'admin_animateur';

/** Mirror of every account's email, kept by a trigger: one account per email. */
export interface AccountEmailTable {
  email: string;
  role: AccountRole;
  account_id: number;
}

export interface UserTable {
  userid: GeneratedAlways<number>;
  nom: Generated<string>;
  prenom: Generated<string>;
  email: string;
  password_hash: string;
  tel: string | null;
  address_location: string | null;
  avatar_url: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  email_verified_at: VerifiedAt;
}

export interface TalonTable {
  talonid: GeneratedAlways<number>;
  nom_artiste: string;
  nom_complet: string;
  email: string;
  password_hash: string;
  telephone: string | null;
  address: string | null;
  genre_musical: string | null;
  biographie: string | null;
  avatar_url: string | null;
  date_inscription: Generated<Date>;
  updated_at: Generated<Date>;
  email_verified_at: VerifiedAt;
}

export interface AdminTable {
  adminid: GeneratedAlways<number>;
  nom: Generated<string>;
  email: string;
  password_hash: string;
  created_at: Generated<Date>;
  email_verified_at: VerifiedAt;
}

export interface AdminAnimateurTable {
  id: GeneratedAlways<number>;
  nom: string;
  prenom: string;
  email: string;
  password_hash: string;
  created_at: Generated<Date>;
  email_verified_at: VerifiedAt;
}
