import type { DedicationStatus } from '@station/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The sender's column: exactly one of them is set (the table's check constraint). */
export type SenderColumn = 'user_id' | 'talon_id' | 'admin_id';
export type ModeratorColumn = 'moderated_by_admin_id' | 'moderated_by_admin_animateur_id';

/** Dedications with their sender's avatar and email (user_avatar, user_email). */
function selectDedications(db: Kysely<Database>) {
  return db
    .selectFrom('dedicaces as d')
    .leftJoin('users as u', 'u.userid', 'd.user_id')
    .leftJoin('talons as t', 't.talonid', 'd.talon_id')
    .leftJoin('admins as a', 'a.adminid', 'd.admin_id')
    .selectAll('d')
    .select([
      sql<string | null>`coalesce(u.avatar_url, t.avatar_url)`.as('user_avatar'),
      sql<string | null>`coalesce(u.email, t.email, a.email)`.as('user_email'),
    ])
    .orderBy('d.date_envoi', 'desc')
    .orderBy('d.dedicaceid', 'desc');
}

export type DedicationRow = Awaited<ReturnType<ReturnType<typeof selectDedications>['execute']>>[number];

export const listByStatus = (db: Kysely<Database>, status: DedicationStatus) => selectDedications(db).where('d.approved', '=', status).execute();

export const listBySender = (db: Kysely<Database>, column: SenderColumn, id: number) => selectDedications(db).where(`d.${column}`, '=', id).execute();

export const findDedication = (db: Kysely<Database>, id: number) => selectDedications(db).where('d.dedicaceid', '=', id).executeTakeFirst();

export async function insertDedication(
  db: Kysely<Database>,
  values: { column: SenderColumn; senderId: number; programme_id: number | null; message: string; nom_expediteur: string; nom_destinataire: string },
) {
  const row = await db
    .insertInto('dedicaces')
    .values({
      [values.column]: values.senderId,
      programme_id: values.programme_id,
      message: values.message,
      nom_expediteur: values.nom_expediteur,
      nom_destinataire: values.nom_destinataire,
    })
    .returning('dedicaceid')
    .executeTakeFirstOrThrow();
  return row.dedicaceid;
}

export async function updateDecision(
  db: Kysely<Database>,
  id: number,
  decision: { approved: DedicationStatus; rejection_reason: string | null; moderator: { column: ModeratorColumn; id: number } },
) {
  const row = await db
    .updateTable('dedicaces')
    .set({
      approved: decision.approved,
      rejection_reason: decision.rejection_reason,
      // One moderator column at a time (the table's check): clear the other one.
      moderated_by_admin_id: decision.moderator.column === 'moderated_by_admin_id' ? decision.moderator.id : null,
      moderated_by_admin_animateur_id: decision.moderator.column === 'moderated_by_admin_animateur_id' ? decision.moderator.id : null,
      moderated_at: new Date(),
    })
    .where('dedicaceid', '=', id)
    .returning('dedicaceid')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteDedication(db: Kysely<Database>, id: number) {
  const row = await db.deleteFrom('dedicaces').where('dedicaceid', '=', id).returning('dedicaceid').executeTakeFirst();
  return row !== undefined;
}
