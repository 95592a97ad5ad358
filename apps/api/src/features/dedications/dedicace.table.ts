import type { Generated, GeneratedAlways } from 'kysely';

export interface DedicaceTable {
  dedicaceid: GeneratedAlways<number>;
  user_id: number | null;
  talon_id: number | null;
  admin_id: number | null;
  /** The programme on air when sent, or none. */
  programme_id: number | null;
  message: string;
  nom_expediteur: string;
  nom_destinataire: string;
  date_envoi: Generated<Date>;
  /** 0 pending, 1 approved, -1 rejected. */
  approved: Generated<-1 | 0 | 1>;
  rejection_reason: string | null;
  moderated_by_admin_id: number | null;
  moderated_by_admin_animateur_id: number | null;
  moderated_at: Date | null;
}
