// The next page's half of resume-playback.ts: the playback saved before the reload, restored.
// Loaded only when one was saved.
import { applyVolume } from './audio-engine.ts';
import { playItem, prepareItem } from './player-controls.ts';
import { emissionItem, mixItem, podcastItem } from './player-items.ts';
import { liveItem } from './live-item.ts';
import { emissionsQuery } from '../content/emissions-query.ts';
import { mixesQuery } from '../content/mixes-query.ts';
import { newsQuery } from '../content/news-query.ts';
import { queryClient } from '../lib/query-client.ts';
import { type PlayerItem, type PlayerSource, usePlayerStore } from './player-store.ts';
import { RESUME_PLAYBACK_KEY, type ResumePlayback } from './resume-playback.ts';

function parseSource(value: unknown): PlayerSource | null {
  const source = value as { kind?: unknown; id?: unknown; audioId?: unknown } | null;
  if (source?.kind === 'live') return { kind: 'live' };
  if (!Number.isInteger(source?.id)) return null;
  const id = source!.id as number;
  if (source?.kind === 'mix') return { kind: 'mix', id };
  if (source?.kind === 'podcast') return { kind: 'podcast', id };
  if (source?.kind !== 'emission') return null;
  return Number.isInteger(source.audioId) ? { kind: 'emission', id, audioId: source.audioId as number } : { kind: 'emission', id };
}

/** Reads and forgets the saved playback (one restore only). */
function takeSaved(): ResumePlayback | null {
  try {
    const raw = sessionStorage.getItem(RESUME_PLAYBACK_KEY);
    sessionStorage.removeItem(RESUME_PLAYBACK_KEY);
    const saved = raw ? (JSON.parse(raw) as Partial<ResumePlayback>) : null;
    const source = parseSource(saved?.source);
    if (!saved || !source) return null;
    const volume = Number(saved.volume);
    return {
      source,
      position: Math.max(0, Number(saved.position) || 0),
      volume: Number.isInteger(volume) && volume >= 0 && volume <= 100 ? volume : usePlayerStore.getState().volume,
      muted: saved.muted === true,
      playing: saved.playing === true,
    };
  } catch {
    return null;
  }
}

/** Restores the playback saved before a reload; false when there was none (or it is gone). */
export async function restorePlayback(): Promise<boolean> {
  const saved = takeSaved();
  if (!saved) return false;
  usePlayerStore.setState({ volume: saved.volume, muted: saved.muted });
  applyVolume(saved.volume, saved.muted);
  const item = await resolveItem(saved.source).catch(() => null);
  if (!item) return false;
  if (saved.playing) await playItem(item, saved.position);
  else prepareItem(item, saved.position);
  return true;
}

/** The item of a source saved by an earlier page (a restored session); null if it is gone. */
async function resolveItem(source: PlayerSource): Promise<PlayerItem | null> {
  if (source.kind === 'live') return liveItem();
  if (source.kind === 'mix') {
    const mix = (await queryClient.ensureQueryData(mixesQuery())).find((each) => each.mixid === source.id);
    return mix ? mixItem(mix) : null;
  }
  if (source.kind === 'podcast') {
    const article = (await queryClient.ensureQueryData(newsQuery())).find((each) => each.actualiteid === source.id);
    return article ? podcastItem(article) : null;
  }
  const emission = (await queryClient.ensureQueryData(emissionsQuery())).find((each) => each.id === source.id);
  return emission ? emissionItem(emission, source.audioId) : null;
}
