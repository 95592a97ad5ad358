import { type Concours, type ConcoursInput, contestMessages, parisDate } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { HttpError, notFoundIf } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { type ReceivedFile, removeStoredFile, storeUpload } from '../../lib/uploads.ts';
import { messages } from '@station/shared';
import { deleteConcours, insertConcours, selectOneConcours, updateConcours } from './concours.repository.ts';

export const CONCOURS_IMAGE_FOLDER = 'imageback/concours';

const toConcours = (row: NonNullable<Awaited<ReturnType<typeof selectOneConcours>>>): Concours => ({ ...row, created_at: row.created_at.toISOString() });

// The start cannot be in the past (Europe/Paris calendar). On an edit
// an unchanged start may be past: a running contest keeps the day it opened.
function checkStart(input: ConcoursInput, storedStart?: string) {
  if (input.date_debut !== storedStart && input.date_debut < parisDate()) throw new HttpError(400, contestMessages.startInPast, 'invalid_body');
}

export async function createConcours(db: Kysely<Database>, storage: Storage, input: ConcoursInput, image?: ReceivedFile): Promise<Concours> {
  checkStart(input);
  const img_url = image ? await storeUpload(storage, image, CONCOURS_IMAGE_FOLDER) : null;
  try {
    return toConcours(await insertConcours(db, { ...input, img_url }));
  } catch (error) {
    await removeStoredFile(storage, CONCOURS_IMAGE_FOLDER, img_url);
    throw error;
  }
}

/** PUT: every field; a new image replaces (and removes) the old one, none keeps it. */
export async function editConcours(db: Kysely<Database>, storage: Storage, concoursid: number, input: ConcoursInput, image?: ReceivedFile): Promise<Concours> {
  const stored = notFoundIf(await selectOneConcours(db, concoursid), messages.concoursNotFound);
  checkStart(input, stored.date_debut);
  const img_url = image ? await storeUpload(storage, image, CONCOURS_IMAGE_FOLDER) : undefined;
  const updated = await updateConcours(db, concoursid, { ...input, ...(img_url ? { img_url } : {}) });
  if (img_url) await removeStoredFile(storage, CONCOURS_IMAGE_FOLDER, stored.img_url);
  return toConcours(notFoundIf(updated, messages.concoursNotFound));
}

/** Closing makes it inactive (hidden from the public page, closed to votes). */
export async function closeConcours(db: Kysely<Database>, concoursid: number): Promise<Concours> {
  return toConcours(notFoundIf(await updateConcours(db, concoursid, { status: 'inactive' }), messages.concoursNotFound));
}

/** Deletes the contest (its entries and votes go with it) and its image. */
export async function removeConcours(db: Kysely<Database>, storage: Storage, concoursid: number): Promise<void> {
  const deleted = notFoundIf(await deleteConcours(db, concoursid), messages.concoursNotFound);
  await removeStoredFile(storage, CONCOURS_IMAGE_FOLDER, deleted.img_url);
}
