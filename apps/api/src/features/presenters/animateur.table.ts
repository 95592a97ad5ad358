import type { Generated, GeneratedAlways } from 'kysely';
import type { AccountRole } from '../accounts/account.table.ts';

export interface AnimateurTable {
  animateurid: GeneratedAlways<number>;
  nom: string;
  prenom: string;
  categorie: Generated<string>;
  description: Generated<string>;
  fb_url: string | null;
  insta_url: string | null;
  tiktok_url: string | null;
  img_url: string | null;
  role: Generated<'animateur' | 'DJ'>;
  /** A placeholder presenter, kept out of every public list. */
  hidden: Generated<boolean>;
  created_at: Generated<Date>;
  /** The account that takes the air as this presenter during its slots ('Prendre l'antenne'); null: none. */
  account_role: Generated<AccountRole | null>;
  account_id: Generated<number | null>;
}
