// Optional Icecast status (ICECAST_STATUS_URL, e.g. http://icecast:8000/status-json.xsl): the
// current track title and Icecast's own listener figure. Read at most every 10 s whatever the
// number of players asking, and never allowed to slow or break the API: a failure reads as "none".

export interface IcecastSnapshot {
  title: string | null;
  listeners: number | null;
}

export interface IcecastStatus {
  read(): Promise<IcecastSnapshot | null>;
}

const CACHE_MS = 10_000;
const TIMEOUT_MS = 2_000;

interface IcecastSource {
  listenurl?: unknown;
  title?: unknown;
  artist?: unknown;
  listeners?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The mount of the configured stream when Icecast lists several, else the first one. */
function pickSource(sources: IcecastSource[], streamUrl: string): IcecastSource | undefined {
  const mount = (url: unknown) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') : '');
  const wanted = mount(streamUrl);
  return sources.find((source) => wanted && mount(source.listenurl) === wanted) ?? sources[0];
}

export function parseIcecastStatus(body: unknown, streamUrl: string): IcecastSnapshot | null {
  const raw = (body as { icestats?: { source?: IcecastSource | IcecastSource[] } } | null)?.icestats?.source;
  if (!raw) return null;
  const source = pickSource(Array.isArray(raw) ? raw : [raw], streamUrl);
  if (!source) return null;
  const title = text(source.title);
  const artist = text(source.artist);
  const listeners = Number(source.listeners);
  return {
    title: artist && title && !title.includes(artist) ? `${artist} - ${title}` : title,
    listeners: Number.isInteger(listeners) && listeners >= 0 ? listeners : null,
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
