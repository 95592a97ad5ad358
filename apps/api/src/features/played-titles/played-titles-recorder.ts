// The single writer of 'Titres diffusés': every API process runs it, each turn under
// the job's advisory lock (lib/single-writer.ts), and stores the title on air only when it differs
// from the last one stored. The title is read INSIDE the lock, fresh (no cache), so turns of
// different processes read in the order they write: a process can never store an older title after
// another stored a newer one, and five changes are five rows whatever the number of processes.
import { DEFAULT_JINGLE_PATTERN, PLAYED_TITLES_KEEP_DAYS } from '@station/shared';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { asSingleWriter, everyInterval } from '../../lib/single-writer.ts';
import { DEMO_STREAM_PATH } from '../live/demo-stream.ts';
import { demoTitleAt } from '../live/demo-titles.ts';
import { parseIcecastStatus } from '../live/icecast-status.ts';
import { getNowPlaying } from '../live/now-playing.service.ts';
import { deleteTitlesBefore, insertTitle, selectLastTitle } from './played-title.repository.ts';

/** A turn every 2 s: a title is stored within about 2 s of its change. */
export const RECORDER_INTERVAL_MS = 2_000;
const PURGE_EVERY_MS = 3_600_000;
const DAY_MS = 86_400_000;
const TITLE_MAX = 500;

/** The live stream's current title, or null (no title, or nothing tells). */
export type TitleSource = (now: Date) => Promise<string | null>;

/** The demo stream's own titles, else a fresh read of Icecast's status for the mount of STREAM_URL. */
export function titleSourceOf(config: Pick<AppConfig, 'icecastStatusUrl' | 'station'>): TitleSource {
  const { streamUrl } = config.station;
  if (streamUrl === DEMO_STREAM_PATH) return async (now) => demoTitleAt(now);
  const statusUrl = config.icecastStatusUrl;
  if (!statusUrl) return async () => null;
  return async () => {
    try {
      const response = await fetch(statusUrl, { signal: AbortSignal.timeout(2_000) });
      return response.ok ? (parseIcecastStatus(await response.json(), streamUrl)?.title ?? null) : null;
    } catch {
      return null;
    }
  };
}

export interface RecorderTurn {
  /** Stored this turn, or undefined (no change, no title, or another process's turn). */
  stored?: string;
}

/** One turn: under the lock, read the title and store it if it changed. */
export async function recordTitleTurn(db: Kysely<Database>, source: TitleSource, jingle: RegExp, now = () => new Date()): Promise<RecorderTurn> {
  const result = await asSingleWriter(db, 'played-titles', async (trx) => {
    const at = now();
    const title = (await source(at))?.trim().slice(0, TITLE_MAX);
    if (!title) return {};
    if ((await selectLastTitle(trx))?.title === title) return {};
    const { programme } = await getNowPlaying(trx, { kind: 'unknown' }, at);
    await insertTitle(trx, {
      title,
      is_jingle: jingle.test(title),
      played_at: at,
      programme_id: programme?.id ?? null,
      programme_title: programme?.title ?? null,
      programme_host: programme?.host ?? null,
    });
    return { stored: title };
  });
  return result ?? {};
}

/** The history is kept 90 days (the 'Confidentialité' page's kind of promise, for titles). */
export const purgeOldTitles = (db: Kysely<Database>, now = new Date()) => deleteTitlesBefore(db, new Date(now.getTime() - PLAYED_TITLES_KEEP_DAYS * DAY_MS));

/** Started by server.ts in every process; returns the stop function. */
export function startPlayedTitlesRecorder(db: Kysely<Database>, config: AppConfig): () => void {
  const source = titleSourceOf(config);
  const jingle = new RegExp(config.jinglePattern ?? DEFAULT_JINGLE_PATTERN, 'i');
  let lastPurge = 0;
  return everyInterval(RECORDER_INTERVAL_MS, async () => {
    await recordTitleTurn(db, source, jingle);
    if (Date.now() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = Date.now();
      await purgeOldTitles(db);
    }
  });
}
