import {
  type ContestRegistration,
  type ContestRegistrationDetail,
  contestMessages,
  contestRegistrationSchema,
  registrationListQuerySchema,
  registrationParamSchema,
} from '@station/shared';
import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { allowRoles, requireUser, verifiedEmail } from '../../lib/auth.ts';
import { noStore } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { HttpError, notFoundIf } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { serveStored } from '../../lib/serve-stored.ts';
import { readMultipart, removeStoredFile, storeUpload } from '../../lib/uploads.ts';
import { validate } from '../../lib/validate.ts';
import { parseFields } from './form-fields.ts';

// The registration's photo and song are the talent's private application, kept
// outside the public media folders (nothing serves them to visitors).
export const REGISTRATION_PHOTO_FOLDER = 'contest-uploads/photo';
export const REGISTRATION_SONG_FOLDER = 'contest-uploads/song';

// Login required, and the talent account is the 'artist profile'.
// Checked before the body is read: a refused upload is never streamed to disk.
const talentsOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (requireUser(c).role !== 'talent') throw new HttpError(403, contestMessages.artistProfileRequired, 'artist_profile_required');
  await next();
});

async function storeRegistration(db: Kysely<Database>, storage: Storage, talonId: number, form: Awaited<ReturnType<typeof readMultipart>>): Promise<ContestRegistration> {
  const { photo, song } = form.files;
  // Both files before submit; the song an MP3 (judged by its bytes, like every upload).
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

const detailColumns = [
  ...(['id', 'talon_id', 'concours_id', 'name', 'email', 'phone', 'category', 'description', 'media_url', 'song_title', 'created_at'] as const).map(
    (column) => `contest_registrations.${column}` as const,
  ),
  'concours.nom_concours as contest_name',
] as const;

/** Registrations with their contest's name, newest first; the files through the private routes below. */
async function listRegistrations(db: Kysely<Database>, filter: { talonId?: number; concoursId?: number }): Promise<ContestRegistrationDetail[]> {
  let query = db.selectFrom('contest_registrations').leftJoin('concours', 'concours.concoursid', 'contest_registrations.concours_id').select(detailColumns);
  if (filter.talonId !== undefined) query = query.where('contest_registrations.talon_id', '=', filter.talonId);
  if (filter.concoursId !== undefined) query = query.where('contest_registrations.concours_id', '=', filter.concoursId);
  const rows = await query.orderBy('contest_registrations.created_at', 'desc').orderBy('contest_registrations.id', 'desc').execute();
  return rows.map((row) => ({
    ...row,
    created_at: row.created_at.toISOString(),
    photo_path: `/api/contest-registrations/${row.id}/photo`,
    song_path: `/api/contest-registrations/${row.id}/song`,
  }));
}

/** A registration's photo or song, for its talent and the admins only; anyone else is told it does not exist. */
async function serveRegistrationFile(c: Context<AppEnv>, id: number, file: 'photo' | 'song') {
  const account = requireUser(c);
  const row = await c.var.db.selectFrom('contest_registrations').select(['talon_id', 'photo_url', 'song_url']).where('id', '=', id).executeTakeFirst();
  const readable = row && (account.role === 'admin' || (account.role === 'talent' && row.talon_id === account.id)) ? row : undefined;
  const found = notFoundIf(readable, contestMessages.registrationNotFound);
  const key = file === 'photo' ? `${REGISTRATION_PHOTO_FOLDER}/${found.photo_url}` : `${REGISTRATION_SONG_FOLDER}/${found.song_url}`;
  return serveStored(c, key, { private: true });
}

const idParam = validate('param', registrationParamSchema);

// 'Talent contest registration form' → POST /api/contest-registrations.
// The talent reads its registrations back on /mes-inscriptions, the admins in the
// contest's administration; photo and song stay private (no shared cache, no public address).
export const contestRegistrationRoutes = new Hono<AppEnv>()
  .post('/', noStore(), talentsOnly, verifiedEmail(), async (c) => {
    const form = await readMultipart(c, { photo: 'image', song: 'audio' });
    try {
      return c.json(await storeRegistration(c.var.db, c.var.storage, requireUser(c).id, form), 201);
    } finally {
      await form.discard();
    }
  })
  .get('/mine', noStore(), talentsOnly, async (c) => c.json(await listRegistrations(c.var.db, { talonId: requireUser(c).id }), 200))
  .get('/', noStore(), allowRoles('admin'), validate('query', registrationListQuerySchema), async (c) =>
    c.json(await listRegistrations(c.var.db, { concoursId: c.req.valid('query').concours_id }), 200),
  )
  .get('/:id/photo', noStore(), idParam, (c) => serveRegistrationFile(c, c.req.valid('param').id, 'photo'))
  .get('/:id/song', noStore(), idParam, (c) => serveRegistrationFile(c, c.req.valid('param').id, 'song'));
