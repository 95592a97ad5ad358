import {
  type BroadcastDate,
  type Emission,
  type EmissionAudioFile,
  formatFrenchDate,
  messages,
  parisDate,
  UNKNOWN_HOST,
} from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { notFoundIf } from '../../lib/errors.ts';
import { selectAudioFiles, selectEmission, selectEmissionId, selectEmissions } from './emission.repository.ts';

type EmissionRow = Awaited<ReturnType<typeof selectEmissions>>[number];
type AudioRow = Awaited<ReturnType<typeof selectAudioFiles>>[number];

const hourMinute = (time: string | null) => (time ? time.slice(0, 5) : null);

const toAudioFile = (row: AudioRow): EmissionAudioFile => ({
  id: row.id,
  audio_filename: row.audio_filename,
  parsedTitle: row.title,
  parsedDate: row.broadcast_date,
  formattedDate: row.broadcast_date ? formatFrenchDate(row.broadcast_date) : null,
});

/** The legacy single date: the next broadcast from today (Paris), else the latest one. */
function legacyDate(dates: BroadcastDate[], today: string): BroadcastDate | undefined {
  return dates.find((date) => date.broadcast_date >= today) ?? dates.at(-1);
}

function toEmission(row: EmissionRow, today: string): Emission {
  const broadcastDates = row.broadcast_dates.map((date) => ({
    broadcast_date: date.broadcast_date,
    broadcast_time: hourMinute(date.broadcast_time),
    heure_fin: hourMinute(date.heure_fin),
  }));
  const legacy = legacyDate(broadcastDates, today);
  const hostNames = row.hosts.map((host) => `${host.prenom} ${host.nom}`.trim());
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    img_url: row.img_url,
    mp3_url: row.mp3_url,
    animateurs: hostNames.length > 0 ? hostNames.join(', ') : UNKNOWN_HOST,
    animateur_ids: row.hosts.map((host) => host.animateurid),
    broadcast_dates: broadcastDates,
    broadcast_date: legacy?.broadcast_date ?? null,
    broadcast_time: legacy?.broadcast_time ?? null,
    heure_fin: legacy?.heure_fin ?? null,
    audioFiles: row.audio_files.map(toAudioFile),
    created_at: row.created_at.toISOString(),
  };
}

export async function listEmissions(db: Kysely<Database>): Promise<Emission[]> {
  const today = parisDate();
  return (await selectEmissions(db)).map((row) => toEmission(row, today));
}

export async function getEmission(db: Kysely<Database>, id: number): Promise<Emission> {
  return toEmission(notFoundIf(await selectEmission(db, id), messages.emissionNotFound), parisDate());
}

export async function listEmissionAudio(db: Kysely<Database>, id: number): Promise<EmissionAudioFile[]> {
  notFoundIf(await selectEmissionId(db, id), messages.emissionNotFound);
  return (await selectAudioFiles(db, id)).map(toAudioFile);
}
