// Optional Icecast status (ICECAST_STATUS_URL, e.g. http://icecast:8000/status-json.xsl): the
// current track title, Icecast's own listener figure and whether the stream's mount is up. Read
// for the mount of STREAM_URL (its path; the query string ignored), never another mount's. A proxy
// may serve the mount under a prefix (infra/Caddyfile: https://<site>/radio/live is Icecast's
// /live): the mount is the one the path ends with, whole segments only, the exact path first.
// Read at most twice a second whatever the number of players asking, and never allowed to slow or
// break the API: a failure reads as "unknown".

export interface IcecastSnapshot {
  title: string | null;
  listeners: number | null;
  /** The mount of STREAM_URL is listed (a source feeds it). */
  mountUp: boolean;
  /** When its source connected (ISO), if Icecast says: a listener who joins sooner gets a shorter burst. */
  sourceStartedAt: string | null;
}

export interface IcecastStatus {
  read(): Promise<IcecastSnapshot | null>;
}

// Under the feed's 1 s tick, so each tick sees what Icecast says now (a title within ~1 s, not 2).
const CACHE_MS = 500;
const TIMEOUT_MS = 2_000;

interface IcecastSource {
  listenurl?: unknown;
  title?: unknown;
  artist?: unknown;
  listeners?: unknown;
  stream_start_iso8601?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Icecast writes '2026-11-28T15:56:00+0000'; an instant as JSON writes it, or null. */
function isoInstant(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const instant = Date.parse(value.trim().replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
}

/** '/live' from 'https://radio.example/live?token=x', 'http://icecast:8000/live' or '/live'. */
export function mountOf(url: unknown): string | null {
  if (typeof url !== 'string' || !url.trim()) return null;
  try {
    return new URL(url, 'http://mount.invalid').pathname.replace(/\/+$/, '') || null;
  } catch {
    return null;
  }
}

/**
 * The Icecast mount, among `mounts`, that the stream's address plays: the same path, else the
 * longest mount the path ends with ('/radio/live' plays '/live', never '/autodj' nor '/ive').
 */
export function mountServing(streamPath: string, mounts: readonly string[]): string | undefined {
  if (mounts.includes(streamPath)) return streamPath;
  return mounts.filter((mount) => mount.length > 1 && streamPath.endsWith(mount)).sort((a, b) => b.length - a.length)[0];
}

export function parseIcecastStatus(body: unknown, streamUrl: string): IcecastSnapshot | null {
  const icestats = (body as { icestats?: { source?: IcecastSource | IcecastSource[] } } | null)?.icestats;
  if (!icestats || typeof icestats !== 'object') return null;
  const raw = icestats.source;
  const sources = raw ? (Array.isArray(raw) ? raw : [raw]) : [];
  const wanted = mountOf(streamUrl);
  const mount = wanted ? mountServing(wanted, sources.map((candidate) => mountOf(candidate.listenurl) ?? '')) : undefined;
  const source = mount ? sources.find((candidate) => mountOf(candidate.listenurl) === mount) : undefined;
  // The configured mount is missing (its source is down): no other mount's title or figure.
  if (!source) return { title: null, listeners: null, mountUp: false, sourceStartedAt: null };
  const title = text(source.title);
  const artist = text(source.artist);
  const listeners = Number(source.listeners);
  return {
    title: artist && title && !title.includes(artist) ? `${artist} - ${title}` : title,
    listeners: Number.isInteger(listeners) && listeners >= 0 ? listeners : null,
    mountUp: true,
    sourceStartedAt: isoInstant(source.stream_start_iso8601),
  };
}

export function createIcecastStatus(statusUrl: string, streamUrl: string): IcecastStatus {
  let cached: { at: number; value: Promise<IcecastSnapshot | null> } | undefined;
  const fetchStatus = async () => {
    try {
      const response = await fetch(statusUrl, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) return null;
      return parseIcecastStatus(await response.json(), streamUrl);
    } catch {
      return null;
    }
  };
  return {
    read() {
      if (!cached || Date.now() - cached.at > CACHE_MS) cached = { at: Date.now(), value: fetchStatus() };
      return cached.value;
    },
  };
}
