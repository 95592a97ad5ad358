import type { Generated, GeneratedAlways } from 'kysely';
import type { AccountRole } from '../accounts/account.table.ts';

/** A pass to the harbor: the table keeps only its SHA-256, and when and from where it was used. */
export interface StudioPassTable {
  id: GeneratedAlways<number>;
  pass_hash: string;
  account_role: AccountRole;
  account_id: number;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  used_from: string | null;
}

/** A 20 s silence of the studio on air, after which the AutoDJ took the air back (radio.liq). */
export interface StudioSilenceTable {
  id: GeneratedAlways<number>;
  at: Generated<Date>;
}

/** Who holds the harbor now (one row; source null: nobody, the AutoDJ has the air). */
export interface StudioHolderTable {
  id: Generated<number>;
  source: 'app' | 'encoder' | null;
  account_role: AccountRole | null;
  account_id: number | null;
  /** When this holder went on air. */
  since: Generated<Date>;
  /** When Liquidsoap last confirmed it. */
  seen_at: Generated<Date>;
  /** Liquidsoap's instant of that report (seconds): an older report arriving late is ignored. */
  reported_at: Generated<number>;
}
