import { dailymotionId, type TvStream, type TvStreamInput, tvMessages } from '@station/shared';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { type ReceivedFile, removeUploadedFile, storeUpload } from '../../lib/uploads.ts';
import { deleteTvStreamRow, insertTvStream, selectTvStream, selectTvStreams, updateTvStreamRow } from './tv-stream.repository.ts';
import type { TvStreamTable } from './tv-stream.table.ts';

const POSTER_FOLDER = 'imageback/tv';

const toTvStream = (row: Selectable<TvStreamTable>): TvStream => ({ ...row, updated_at: row.updated_at.toISOString() });

export const listTvStreams = async (db: Kysely<Database>): Promise<TvStream[]> => (await selectTvStreams(db)).map(toTvStream);

const notFound = () => new HttpError(404, tvMessages.notFound, 'not_found');

/** A Dailymotion link is kept as its video id: the web app builds the embed address. */
const rowValues = (input: TvStreamInput, posterUrl: string | null) => ({
  title: input.title,
  description: input.description,
  stream_type: input.stream_type,
  stream_url: input.stream_type === 'dailymotion' ? (dailymotionId(input.stream_url) ?? input.stream_url) : input.stream_url,
  poster_url: posterUrl,
  is_live: input.is_live,
});

/** Runs `write` with the new poster stored first; a failed write leaves no new file behind. */
async function withPoster<T>(storage: Storage, poster: ReceivedFile | undefined, write: (name: string | null) => Promise<T>): Promise<T> {
  const name = poster ? await storeUpload(storage, poster, POSTER_FOLDER) : null;
  try {
    return await write(name);
  } catch (error) {
    await removeUploadedFile(storage, POSTER_FOLDER, name);
    throw error;
  }
}

export const createTvStream = (db: Kysely<Database>, storage: Storage, input: TvStreamInput, poster?: ReceivedFile) =>
  withPoster(storage, poster, async (name) => toTvStream(await insertTvStream(db, rowValues(input, name))));

/** A new poster replaces the old one (its file removed); `remove_poster` drops it. */
export async function updateTvStream(db: Kysely<Database>, storage: Storage, id: number, input: TvStreamInput, poster?: ReceivedFile) {
  const current = await selectTvStream(db, id);
  if (!current) throw notFound();
  const updated = await withPoster(storage, poster, async (name) => {
    const posterUrl = name ?? (input.remove_poster ? null : current.poster_url);
    const row = await updateTvStreamRow(db, id, rowValues(input, posterUrl));
    if (!row) throw notFound();
    return row;
  });
  if (current.poster_url && current.poster_url !== updated.poster_url) await removeUploadedFile(storage, POSTER_FOLDER, current.poster_url);
  return toTvStream(updated);
}

export async function deleteTvStream(db: Kysely<Database>, storage: Storage, id: number): Promise<void> {
  const row = await deleteTvStreamRow(db, id);
  if (!row) throw notFound();
  await removeUploadedFile(storage, POSTER_FOLDER, row.poster_url);
}
