import { type Account, type Soumission, type SoumissionInput, type SoumissionPatch, contestMessages } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { HttpError, notFoundIf } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { deleteSoumission, insertSoumission, selectEntryContest, selectSoumissionOwner, selectSoumissions, updateSoumission } from './soumission.repository.ts';

type SoumissionRow = Awaited<ReturnType<typeof selectSoumissions>>[number];

// nom_artiste and nom_complet come from the talent; the entry's own artist name wins.
const toSoumission = ({ talon_nom_artiste, ...row }: SoumissionRow): Soumission => ({
  ...row,
  nom_artiste: row.nom_artiste?.trim() || talon_nom_artiste,
  date_soumission: row.date_soumission.toISOString(),
  total_votes: row.votes_gratuit + row.votes_premium,
});

export const listSoumissions = async (db: Kysely<Database>, concoursId?: number): Promise<Soumission[]> =>
  (await selectSoumissions(db, { concoursId })).map(toSoumission);

const getSoumission = async (db: Kysely<Database>, soumissionId: number): Promise<Soumission> =>
  toSoumission(notFoundIf((await selectSoumissions(db, { soumissionId }))[0], contestMessages.submissionNotFound));

/** POST soumissions-concours: a talent enters an active contest that is not over, as itself. */
export async function createSoumission(db: Kysely<Database>, talentId: number, input: SoumissionInput): Promise<Soumission> {
  return inTransaction(db, async (trx) => {
    const contest = notFoundIf(await selectEntryContest(trx, input.concours_id), 'Concours introuvable');
    if (!contest.open) throw new HttpError(409, contestMessages.contestNotOpen, 'contest_closed');
    const { soumissionid } = await insertSoumission(trx, { ...input, talon_id: talentId });
    return getSoumission(trx, soumissionid);
  });
}

/** The entry's own talent, or an admin; anyone else is refused. */
async function ownedEntry(db: Kysely<Database>, account: Account, soumissionId: number) {
  const entry = notFoundIf(await selectSoumissionOwner(db, soumissionId), contestMessages.submissionNotFound);
  if (account.role !== 'admin' && !(account.role === 'talent' && account.id === entry.talon_id)) {
    throw new HttpError(403, contestMessages.onlyOwnEntries, 'forbidden');
  }
  return entry;
}

export async function editSoumission(db: Kysely<Database>, account: Account, soumissionId: number, patch: SoumissionPatch): Promise<Soumission> {
  return inTransaction(db, async (trx) => {
    await ownedEntry(trx, account, soumissionId);
    const { nom_artiste, music_url, description } = patch;
    await updateSoumission(trx, soumissionId, { nom_artiste, music_url, description });
    return getSoumission(trx, soumissionId);
  });
}

/** Deletes the entry; its votes go with it (foreign keys). */
export async function removeSoumission(db: Kysely<Database>, account: Account, soumissionId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await ownedEntry(trx, account, soumissionId);
    await deleteSoumission(trx, soumissionId);
  });
}
