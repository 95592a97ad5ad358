import { type ContestRegistration, contestMessages, contestRegistrationSchema } from '@station/shared';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { requireUser } from '../../lib/auth.ts';
import { noStore } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { HttpError, notFoundIf } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { readMultipart, removeStoredFile, storeUpload } from '../../lib/uploads.ts';
import { parseFields } from './form-fields.ts';

// DECISIONS.md 7: the registration's photo and song are the talent's private application, kept
// outside the public media folders (nothing serves them to visitors).
export const REGISTRATION_PHOTO_FOLDER = 'contest-uploads/photo';
export const REGISTRATION_SONG_FOLDER = 'contest-uploads/song';

// spec 2 §5: login required, and the talent account is the 'artist profile' (DECISIONS.md 7).
// Checked before the body is read: a refused upload is never streamed to disk.
const talentsOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (requireUser(c).role !== 'talent') throw new HttpError(403, contestMessages.artistProfileRequired, 'artist_profile_required');
  await next();
});

async function storeRegistration(db: Kysely<Database>, storage: Storage, talonId: number, form: Awaited<ReturnType<typeof readMultipart>>): Promise<ContestRegistration> {
  const { photo, song } = form.files;
  // spec 2 §5: both files before submit; the song an MP3 (judged by its bytes, like every upload).
  if (!photo || !song) throw new HttpError(400, contestMessages.uploadsRequired, 'invalid_body');
  if (song.extension !== 'mp3') throw new HttpError(400, contestMessages.songInvalid, 'invalid_file_type');
  const input = parseFields(contestRegistrationSchema, form.fields);
  if (input.concours_id !== undefined) notFoundIf(await db.selectFrom('concours').select('concoursid').where('concoursid', '=', input.concours_id).where('status', '=', 'active').executeTakeFirst(), contestMessages.contestNotOpen);
  const photoName = await storeUpload(storage, photo, REGISTRATION_PHOTO_FOLDER);
  let songName: string | undefined;
  try {
    songName = await storeUpload(storage, song, REGISTRATION_SONG_FOLDER);
    const { concours_id, ...fields } = input;
    return await db
      .insertInto('contest_registrations')
      .values({ ...fields, concours_id: concours_id ?? null, talon_id: talonId, photo_url: photoName, song_url: songName })
      .returning(['id', 'talon_id', 'concours_id', 'name', 'category', 'song_title', 'created_at'])
      .executeTakeFirstOrThrow()
      .then((row) => ({ ...row, created_at: row.created_at.toISOString() }));
  } catch (error) {
    // Nothing half-stored: a refused row leaves no orphan file.
    await removeStoredFile(storage, REGISTRATION_PHOTO_FOLDER, photoName);
    await removeStoredFile(storage, REGISTRATION_SONG_FOLDER, songName);
    throw error;
  }
}

// spec 2 §2 'Talent contest registration form' → POST /api/contest-registrations (DECISIONS.md 16).
export const contestRegistrationRoutes = new Hono<AppEnv>().post('/', noStore(), talentsOnly, async (c) => {
  const form = await readMultipart(c, { photo: 'image', song: 'audio' });
  try {
    return c.json(await storeRegistration(c.var.db, c.var.storage, requireUser(c).id, form), 201);
  } finally {
    await form.discard();
  }
});
