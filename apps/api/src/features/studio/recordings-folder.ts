// radio.liq's recordings folder as the app sees it: what it holds (for /metrics and the doctor) and
// its retention. The replays themselves are copied into the media storage when a recording closes;
// the folder keeps each raw file RECORDINGS_RETENTION_DAYS days (a copy of the show as recorded, for
// the staff to fall back on, and what a reconnection's file is joined to), then this job removes it.
// The same job removes the stored recordings nobody published by then (live-recording.service.ts).
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { RECORDING_FILE_PATTERN } from '@station/shared';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { startHourlyJob } from '../../lib/hourly-job.ts';
import { logger } from '../../lib/logger.ts';
import type { Storage } from '../../lib/storage.ts';
import { purgeUnpublishedRecordings } from './live-recording.service.ts';

export interface RecordingsUsage {
  files: number;
  bytes: number;
  /** The oldest raw file's age, null for an empty folder. */
  oldestAt: Date | null;
}

async function recordingFiles(folder: string) {
  const names = (await readdir(folder)).filter((name) => RECORDING_FILE_PATTERN.test(name));
  const files = await Promise.all(
    names.map(async (name) => {
      const info = await stat(path.join(folder, name)).catch(() => undefined);
      return info?.isFile() ? { name, size: info.size, modifiedAt: info.mtime } : undefined;
    }),
  );
  return files.filter((file) => file !== undefined);
}

export async function recordingsUsage(folder: string): Promise<RecordingsUsage> {
  const files = await recordingFiles(folder);
  const oldest = Math.min(...files.map((file) => file.modifiedAt.getTime()));
  return { files: files.length, bytes: files.reduce((sum, file) => sum + file.size, 0), oldestAt: files.length ? new Date(oldest) : null };
}

/** Removes the raw recordings older than the retention; returns how many. */
export async function purgeOldRecordings(folder: string, retentionDays: number, now = new Date()): Promise<number> {
  const limit = now.getTime() - retentionDays * 86_400_000;
  const old = (await recordingFiles(folder)).filter((file) => file.modifiedAt.getTime() < limit);
  for (const file of old) await rm(path.join(folder, file.name), { force: true });
  if (old.length) logger.info({ files: old.length }, `Enregistrements du direct : ${old.length} fichier(s) de plus de ${retentionDays} jours supprimé(s)`);
  return old.length;
}

/** Every hour (the first time a minute after start): the raw files, and the stored recordings never published. */
export function startRecordingsRetention(db: Kysely<Database>, storage: Storage, { folder, retentionDays }: NonNullable<AppConfig['replays']>) {
  const failed = (error: unknown) => logger.error({ reason: (error as Error).message }, 'Rétention des enregistrements du direct interrompue');
  return startHourlyJob(() => {
    void purgeOldRecordings(folder, retentionDays).catch(failed);
    void purgeUnpublishedRecordings(db, storage, retentionDays).catch(failed);
  });
}

/** /metrics' three figures of the folder from one reading of it (a scrape asks for each in turn). */
export function recordingsFigures(folder: string, retentionDays: number) {
  let last: { at: number; usage: Promise<RecordingsUsage> } | undefined;
  return async () => {
    if (!last || Date.now() - last.at > 1_000) last = { at: Date.now(), usage: recordingsUsage(folder) };
    return { ...(await last.usage), retentionDays };
  };
}
