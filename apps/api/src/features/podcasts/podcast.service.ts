// The emissions' replays as podcasts. A feed lists, per emission, its primary recording
// and its extra replays; each enclosure's length is the stored file's size, its duration the one
// read from the file (measured here once for files stored before lengths were kept).
import { createHash } from 'node:crypto';
import { type StationConfig, messages, parisInstant, podcastFeedPath, podcastMessages, recordingLabel, secondsOf } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { streamDurationSeconds } from '../../lib/audio-duration.ts';
import { CONTENT_TYPES } from '../../lib/content-types.ts';
import { HttpError } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { type PodcastEpisode, renderPodcastRss } from './podcast-rss.ts';
import { selectFeedVersion, selectPodcastEmissions, setAudioFileDuration, setEmissionDuration } from './podcast.repository.ts';

const AUDIO_FOLDER = 'Audioemission';
/** The station feed keeps the newest episodes only: podcast apps poll it often. */
export const STATION_FEED_EPISODES = 300;
const PODCAST_CATEGORY = 'Music';

type EmissionRow = Awaited<ReturnType<typeof selectPodcastEmissions>>[number];

export interface FeedValidators {
  etag: string;
  lastModified: Date;
}

/** The feed's ETag and Last-Modified without building it: one small query (cheap to poll). */
export async function feedValidators(db: Kysely<Database>, station: StationConfig, origin: string, emissionId?: number): Promise<FeedValidators | undefined> {
  const version = await selectFeedVersion(db, emissionId);
  if (!version.updated_at) return undefined;
  const updatedAt = new Date(version.updated_at as unknown as string);
  const etag = createHash('sha1').update(JSON.stringify([emissionId ?? 'station', updatedAt.getTime(), version.count, origin, station.name, station.email])).digest('base64url');
  // HTTP dates have whole seconds: rounded up so If-Modified-Since compares right.
  return { etag: `"${etag}"`, lastModified: new Date(Math.ceil(updatedAt.getTime() / 1000) * 1000) };
}

/** The broadcast's start in Paris time when the emission lists it, else when the file arrived. */
function publishedAt(emission: EmissionRow, day: string | null, fallback: Date): Date {
  if (!day) return fallback;
  const slot = emission.dates.find((date) => date.broadcast_date === day);
  return parisInstant(day, slot?.broadcast_time ? secondsOf(slot.broadcast_time) : 0);
}

interface Recording {
  file: string;
  title: string;
  guid: string;
  pubDate: Date;
  duration: number | null;
  saveDuration: (seconds: number) => Promise<unknown>;
}

function recordingsOf(db: Kysely<Database>, emission: EmissionRow): Recording[] {
  const extra = emission.audio_files.map((file) => ({
    file: file.audio_filename,
    title: recordingLabel(file.title, file.broadcast_date),
    // Stable: the stored file's name (a random UUID for uploads), whatever the title or the address become.
    guid: `${AUDIO_FOLDER}/${file.audio_filename}`,
    pubDate: publishedAt(emission, file.broadcast_date, new Date(file.created_at)),
    duration: file.duration_seconds,
    saveDuration: (seconds: number) => setAudioFileDuration(db, file.id, seconds),
  }));
  const primary = emission.mp3_url
    ? [
        {
          file: emission.mp3_url,
          title: emission.title,
          // The primary recording's file name changes only when it is replaced: a new episode then.
          guid: `${AUDIO_FOLDER}/${emission.mp3_url}`,
          pubDate: emission.created_at,
          duration: emission.duration_seconds,
          saveDuration: (seconds: number) => setEmissionDuration(db, emission.id, seconds),
        },
      ]
    : [];
  return [...primary, ...extra];
}

async function toEpisode(storage: Storage, emission: EmissionRow, recording: Recording, origin: string): Promise<PodcastEpisode | undefined> {
  const key = `${AUDIO_FOLDER}/${recording.file}`;
  const type = CONTENT_TYPES[recording.file.split('.').pop()?.toLowerCase() ?? ''];
  // A recording that is a link elsewhere, or whose file is gone, is no episode: apps would fail on it.
  if (!type?.startsWith('audio/') || recording.file.includes('/')) return undefined;
  const stored = await storage.stat(key);
  if (!stored) return undefined;
  let duration = recording.duration;
  if (duration === null) {
    duration = await streamDurationSeconds(storage.read(key), type, stored.size);
    if (duration !== null) await recording.saveDuration(duration);
  }
  return {
    guid: recording.guid,
    title: recording.title,
    description: emission.description || emission.title,
    url: `${origin}/${key}`,
    length: stored.size,
    type,
    durationSeconds: duration,
    pubDate: recording.pubDate,
  };
}

async function episodesOf(db: Kysely<Database>, storage: Storage, emissions: EmissionRow[], origin: string) {
  const episodes: PodcastEpisode[] = [];
  for (const emission of emissions) {
    for (const recording of recordingsOf(db, emission)) {
      const episode = await toEpisode(storage, emission, recording, origin);
      if (episode) episodes.push(episode);
    }
  }
  return episodes.sort((a, b) => b.pubDate.getTime() - a.pubDate.getTime());
}

interface FeedContext {
  db: Kysely<Database>;
  storage: Storage;
  station: StationConfig;
  origin: string;
}

const owner = (station: StationConfig) => ({ author: station.name, ownerName: station.name, ownerEmail: station.email, category: PODCAST_CATEGORY });

/** One emission's feed: 404 when it does not exist or has no recording to offer. */
export async function emissionFeed({ db, storage, station, origin }: FeedContext, emissionId: number): Promise<string> {
  const [emission] = await selectPodcastEmissions(db, emissionId);
  if (!emission) throw new HttpError(404, messages.emissionNotFound, 'not_found');
  const episodes = await episodesOf(db, storage, [emission], origin);
  if (episodes.length === 0) throw new HttpError(404, podcastMessages.notFound, 'not_found');
  return renderPodcastRss({
    title: emission.title,
    description: emission.description || emission.title,
    link: `${origin}/emissions?emission=${emission.id}#${emission.id}`,
    feedUrl: `${origin}${podcastFeedPath(emission.id)}`,
    imageUrl: `${origin}/podcasts/artwork/${emission.id}.jpg`,
    ...owner(station),
    lastBuildDate: emission.updated_at,
    episodes,
  });
}

/** Every emission's replays in one feed, newest first. */
export async function stationFeed({ db, storage, station, origin }: FeedContext): Promise<string> {
  const emissions = await selectPodcastEmissions(db);
  const episodes = (await episodesOf(db, storage, emissions, origin)).slice(0, STATION_FEED_EPISODES);
  const lastBuild = emissions.reduce((latest, row) => (row.updated_at > latest ? row.updated_at : latest), new Date(0));
  return renderPodcastRss({
    title: station.name,
    description: `${station.tagline} Les émissions de ${station.name} en podcast.`,
    link: `${origin}/emissions`,
    feedUrl: `${origin}${podcastFeedPath('station')}`,
    imageUrl: `${origin}/podcasts/artwork/station.jpg`,
    ...owner(station),
    lastBuildDate: lastBuild,
    episodes,
  });
}
