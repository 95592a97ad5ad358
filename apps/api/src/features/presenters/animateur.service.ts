import { type Animateur, type AnimateurCreateInput, type AnimateurUpdateInput, type PresenterAccount, messages, presenterMessages } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { HttpError, notFoundIf } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { type ReceivedFile, removeStoredFile, storeUpload } from '../../lib/uploads.ts';
import {
  deleteVisibleAnimateur,
  insertAnimateur,
  selectVisibleAnimateur,
  selectVisibleAnimateurs,
  updateVisibleAnimateur,
} from './animateur.repository.ts';
import { findAccountByEmail, selectPresenterAccountEmail, setPresenterAccount } from './presenter-account.repository.ts';

/** Where presenter photos live (served under /imageback/animateurs/). */
export const PRESENTER_IMAGE_FOLDER = 'imageback/animateurs';

// The rows already have the API's shape (Animateur); `hidden` is never selected.
export const listAnimateurs = (db: Kysely<Database>): Promise<Animateur[]> => selectVisibleAnimateurs(db);

export async function getAnimateur(db: Kysely<Database>, animateurid: number): Promise<Animateur> {
  return notFoundIf(await selectVisibleAnimateur(db, animateurid), messages.animateurNotFound);
}

/** 'Presenter add': the photo is required. It is stored first, and removed if the row fails. */
export async function createAnimateur(db: Kysely<Database>, storage: Storage, input: AnimateurCreateInput, image: ReceivedFile | undefined) {
  if (!image) throw new HttpError(400, presenterMessages.imageRequired, 'image_required');
  const img_url = await storeUpload(storage, image, PRESENTER_IMAGE_FOLDER);
  try {
    return await insertAnimateur(db, { ...input, fb_url: input.fb_url ?? null, insta_url: input.insta_url ?? null, tiktok_url: input.tiktok_url ?? null, img_url });
  } catch (error) {
    await removeStoredFile(storage, PRESENTER_IMAGE_FOLDER, img_url);
    throw error;
  }
}

/** Edit: the photo is optional; a replaced photo is removed once the row names the new one. */
export async function updateAnimateur(
  db: Kysely<Database>,
  storage: Storage,
  animateurid: number,
  input: AnimateurUpdateInput,
  image: ReceivedFile | undefined,
): Promise<Animateur> {
  const before = notFoundIf(await selectVisibleAnimateur(db, animateurid), messages.animateurNotFound);
  const img_url = image ? await storeUpload(storage, image, PRESENTER_IMAGE_FOLDER) : undefined;
  try {
    const updated = notFoundIf(await updateVisibleAnimateur(db, animateurid, { ...input, ...(img_url ? { img_url } : {}) }), messages.animateurNotFound);
    if (img_url) await removeStoredFile(storage, PRESENTER_IMAGE_FOLDER, before.img_url);
    return updated;
  } catch (error) {
    if (img_url) await removeStoredFile(storage, PRESENTER_IMAGE_FOLDER, img_url);
    throw error;
  }
}

/** Deletes a presenter and its photo; its emissions lose it as a host, its programmes and mixes keep running. */
export async function deleteAnimateur(db: Kysely<Database>, storage: Storage, animateurid: number): Promise<void> {
  const deleted = notFoundIf(await deleteVisibleAnimateur(db, animateurid), messages.animateurNotFound);
  await removeStoredFile(storage, PRESENTER_IMAGE_FOLDER, deleted.img_url);
}

/** The address of the account linked to a presenter (admins: the presenter's form). */
export async function getPresenterAccount(db: Kysely<Database>, animateurid: number): Promise<PresenterAccount> {
  const row = notFoundIf(await selectPresenterAccountEmail(db, animateurid), messages.animateurNotFound);
  return { email: row.email };
}

/** Links the account of `email` to the presenter (it keeps its role), or unlinks with null. */
export async function linkPresenterAccount(db: Kysely<Database>, animateurid: number, email: string | null): Promise<PresenterAccount> {
  const account = email === null ? null : await findAccountByEmail(db, email);
  if (email !== null && !account) throw new HttpError(400, presenterMessages.accountUnknown, 'account_unknown');
  try {
    if (!(await setPresenterAccount(db, animateurid, account ?? null))) throw new HttpError(404, messages.animateurNotFound, 'not_found');
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new HttpError(409, presenterMessages.accountTaken, 'account_taken');
    throw error;
  }
  return { email };
}
