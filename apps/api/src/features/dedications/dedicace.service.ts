import { type Account, type Dedication, type DedicationDecision, type DedicationInput, messages } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { HttpError, notFoundIf } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { programmeOnAirId } from '../live/now-playing.service.ts';
import {
  type DedicationRow,
  type SenderColumn,
  deleteDedication,
  findDedication,
  insertDedication,
  listBySender,
  updateDecision,
} from './dedicace.repository.ts';

/** The public list shows no email (only moderators and the sender see it). */
export function toDedication(row: DedicationRow, withEmail: boolean): Dedication {
  return {
    dedicaceid: row.dedicaceid,
    user_id: row.user_id,
    talon_id: row.talon_id,
    admin_id: row.admin_id,
    programme_id: row.programme_id,
    message: row.message,
    nom_expediteur: row.nom_expediteur,
    nom_destinataire: row.nom_destinataire,
    date_envoi: row.date_envoi.toISOString(),
    approved: Number(row.approved) as Dedication['approved'],
    rejection_reason: row.rejection_reason,
    user_avatar: row.user_avatar,
    user_email: withEmail ? row.user_email : null,
  };
}

/** 'Send dedication': users, talents and admins, as themselves. */
export function senderColumnOf(account: Account): SenderColumn {
  if (account.role === 'user') return 'user_id';
  if (account.role === 'talent') return 'talon_id';
  if (account.role === 'admin') return 'admin_id';
  throw new HttpError(403, messages.forbidden, 'forbidden');
}

export async function sendDedication(db: Kysely<Database>, account: Account, input: DedicationInput, now = new Date()): Promise<Dedication> {
  const column = senderColumnOf(account);
  return inTransaction(db, async (trx) => {
    const id = await insertDedication(trx, {
      column,
      senderId: account.id,
      // The programme on air when it is sent, or none.
      programme_id: await programmeOnAirId(trx, now),
      message: input.message.trim(),
      nom_expediteur: input.nom_expediteur.trim(),
      nom_destinataire: input.nom_destinataire.trim(),
    });
    return toDedication((await findDedication(trx, id))!, true);
  });
}

/**
 * GET /api/dedicaces/user/{id}: the session's own dedications (the id is read in the session's
 * role: a talent's id is its talonid); an admin may read any user's.
 */
export async function listOwnDedications(db: Kysely<Database>, account: Account, id: number): Promise<Dedication[]> {
  const own = account.id === id && account.role !== 'moderator';
  if (!own && account.role !== 'admin') throw new HttpError(403, messages.forbidden, 'forbidden');
  const column: SenderColumn = own ? senderColumnOf(account) : 'user_id';
  return (await listBySender(db, column, id)).map((row) => toDedication(row, true));
}

/** Pending → approved (1) or rejected (-1), by the session's admin or moderator. */
export async function decideDedication(db: Kysely<Database>, account: Account, id: number, decision: DedicationDecision) {
  const reason = decision.rejection_reason?.trim() || null;
  const updated = await updateDecision(db, id, {
    approved: decision.is_approved ? 1 : -1,
    // A rejection without a reason shows the default one: store it, so every reader agrees.
    rejection_reason: decision.is_approved ? null : (reason ?? messages.dedicationDefaultRejection),
    moderator: { column: account.role === 'admin' ? 'moderated_by_admin_id' : 'moderated_by_admin_animateur_id', id: account.id },
  });
  notFoundIf(updated || null, messages.dedicationNotFound);
  return toDedication((await findDedication(db, id))!, true);
}

export async function removeDedication(db: Kysely<Database>, id: number) {
  notFoundIf((await deleteDedication(db, id)) || null, messages.dedicationNotFound);
}
