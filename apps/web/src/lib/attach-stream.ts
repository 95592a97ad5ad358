// Plays an address in a media element (the radio's <audio>, a TV channel's <video>): HLS natively
// where the browser has it (Safari, iOS, recent Chromium), through hls.js (loaded only then,
// the TV channels must play in every browser) where it does not, and any other address as the element's source. The radio
// asks for hls.js wherever Media Source Extensions exist: Chromium's own HLS exposes no live window
// (no 30 s rewind), hls.js does; an iPhone (no MediaSource) keeps Safari's native player, which
// exposes the window and plays on with the screen locked.

export const HLS_MIME = 'application/vnd.apple.mpegurl';

export const isHls = (url: string, streamType = '') => streamType === 'hls' || /\.m3u8(\?|#|$)/i.test(url);

export interface AttachedStream {
  /** 'native' or 'hls.js' (the tests check which path played). */
  engine: 'native' | 'hls.js' | 'file';
  detach(): void;
  /** hls.js: the date (ms) of what plays, from #EXT-X-PROGRAM-DATE-TIME, or null before it knows. */
  playingDate?: () => number | null;
  /** hls.js: keeps to the lowest quality (true) or lets it adapt (false). */
  keepLowestQuality?: (on: boolean) => void;
}

/** Whether this element plays HLS itself rather than through hls.js (see attachStream's options). */
export const playsHlsNatively = (media: HTMLMediaElement, preferMediaSource: boolean) =>
  media.canPlayType(HLS_MIME) !== '' && !(preferMediaSource && typeof window.MediaSource === 'function');

/**
 * Attaches `url` to `media`; `onFatal` is called when the stream cannot play at all (the caller
 * decides: the radio reconnects, a TV channel shows its error). The native path sets the source
 * synchronously; hls.js's after its import.
 */
export async function attachStream(
  media: HTMLMediaElement,
  url: string,
  onFatal: () => void,
  { streamType = '', preferMediaSource = false, lowestQuality = false }: { streamType?: string; preferMediaSource?: boolean; lowestQuality?: boolean } = {},
): Promise<AttachedStream> {
  const native = playsHlsNatively(media, preferMediaSource);
  if (!isHls(url, streamType) || native) {
    media.src = url;
    return {
      engine: isHls(url, streamType) ? 'native' : 'file',
      detach: () => {
        media.removeAttribute('src');
        media.load();
      },
    };
  }
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) {
    onFatal();
    return { engine: 'hls.js', detach: () => {} };
  }
  // startLevel 0: the lowest quality first when it is the one to keep (hls.js orders them by bitrate).
  const hls = new Hls({ lowLatencyMode: false, backBufferLength: 30, ...(lowestQuality ? { startLevel: 0 } : {}) });
  let lowest = lowestQuality;
  const keepLowestQuality = (on: boolean) => {
    lowest = on;
    hls.autoLevelCapping = on ? 0 : -1;
  };
  // hls.js forgets a cap set before it knows the qualities.
  hls.on(Hls.Events.MANIFEST_PARSED, () => keepLowestQuality(lowest));
  let recoveredMedia = false;
  let networkRetries = 0;
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    // hls.js's own recipe: retry the network (a few times), recover a media error once, else give up.
    if (data.type === Hls.ErrorTypes.NETWORK_ERROR && networkRetries < 3) {
      networkRetries++;
      hls.startLoad();
    } else if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recoveredMedia) {
      recoveredMedia = true;
      hls.recoverMediaError();
    } else {
      hls.destroy();
      onFatal();
    }
  });
  hls.loadSource(url);
  hls.attachMedia(media);
  return { engine: 'hls.js', detach: () => hls.destroy(), playingDate: () => hls.playingDate?.getTime() ?? null, keepLowestQuality };
}
