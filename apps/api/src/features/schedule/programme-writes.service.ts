// Schedule writes: an admin creates, changes and deletes programmes; deleting one may take
// its linked emission (and the emission's stored image and recordings) with it.
import {
  type Programme,
  type ProgrammeFields,
  defaultProgrammeTitle,
  scheduleMessages,
  weekdayOf,
  weekdayOfJour,
} from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { HttpError, notFoundIf } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { removeStoredFile } from '../../lib/uploads.ts';
import {
  deleteEmissionRow,
  deleteProgrammeRow,
  findEmissionTitle,
  findPresenter,
  insertProgramme,
  updateProgramme,
} from './programme-writes.repository.ts';
import { selectProgramme } from './programme.repository.ts';
import { toHourMinute } from './programme.service.ts';

/** The stored columns of a payload: a one-off keeps its date, a weekly slot its weekday. */
async function toColumns(db: Kysely<Database>, input: ProgrammeFields) {
  const presenter = input.id_animateur ? await findPresenter(db, input.id_animateur) : null;
  if (input.id_animateur && !presenter) throw new HttpError(400, scheduleMessages.presenterNotFound, 'invalid_body');
  const emission = input.emission_id ? await findEmissionTitle(db, input.emission_id) : null;
  if (input.emission_id && !emission) throw new HttpError(400, scheduleMessages.emissionNotFound, 'invalid_body');
  const weekday = input.specific_date ? weekdayOf(input.specific_date) : weekdayOfJour(input.jour_semaine ?? '');
  return {
    title: input.title ?? emission?.title ?? defaultProgrammeTitle(input),
    description: input.description ?? null,
    host: presenter ? `${presenter.prenom} ${presenter.nom}`.trim() : null,
    start_time: input.heure_debut,
    end_time: input.heure_fin,
    specific_date: input.specific_date ?? null,
    days: input.specific_date || !weekday ? [] : [weekday],
    animateur_id: presenter?.animateurid ?? null,
    emission_id: emission?.id ?? null,
  };
}

export async function readProgramme(db: Kysely<Database>, id: number): Promise<Programme> {
  const row = notFoundIf(await selectProgramme(db, id), scheduleMessages.programmeNotFound);
  return { ...row, start_time: toHourMinute(row.start_time), end_time: toHourMinute(row.end_time) };
}

export async function createProgramme(db: Kysely<Database>, input: ProgrammeFields): Promise<Programme> {
  const { id } = await insertProgramme(db, { ...(await toColumns(db, input)), type: input.type ?? 'music' });
  return readProgramme(db, id);
}

export async function changeProgramme(db: Kysely<Database>, id: number, input: ProgrammeFields): Promise<Programme> {
  const changed = await updateProgramme(db, id, { ...(await toColumns(db, input)), ...(input.type ? { type: input.type } : {}) });
  notFoundIf(changed, scheduleMessages.programmeNotFound);
  return readProgramme(db, id);
}

/**
 * Deletes a programme, and with `withEmission` its linked emission: rows first (in one transaction),
 * then the emission's stored image and recordings, which nothing names any more.
 */
export async function deleteProgramme(db: Kysely<Database>, storage: Storage, id: number, withEmission: boolean) {
  const removed = await inTransaction(db, async (trx) => {
    const programme = notFoundIf(await deleteProgrammeRow(trx, id), scheduleMessages.programmeNotFound);
    const emission = withEmission && programme.emission_id ? await deleteEmissionRow(trx, programme.emission_id) : undefined;
    return { programme, emission };
  });
  if (removed.emission) {
    await removeStoredFile(storage, 'imageback/emission', removed.emission.img_url);
    await removeStoredFile(storage, 'Audioemission', removed.emission.mp3_url);
    for (const file of removed.emission.audioFiles) await removeStoredFile(storage, 'Audioemission', file);
  }
  return { id, emission_id: removed.emission ? removed.programme.emission_id : null };
}
