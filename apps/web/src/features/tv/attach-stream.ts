// Plays a channel's address in a <video>: HLS natively where the browser has it (Safari, iOS,
// recent Chromium), through hls.js (loaded only now, DECISIONS.md 12) where it does not, and any
// other address (an MP4 file) as the video's source.

export const HLS_MIME = 'application/vnd.apple.mpegurl';

export const isHls = (url: string, streamType: string) => streamType === 'hls' || /\.m3u8(\?|$)/i.test(url);

export interface AttachedStream {
  /** 'native' or 'hls.js' (the tests check which path played). */
  engine: 'native' | 'hls.js' | 'file';
  detach(): void;
}

/** Attaches `url` to `video`; `onFatal` is called when the stream cannot play at all. */
export async function attachStream(video: HTMLVideoElement, url: string, streamType: string, onFatal: () => void): Promise<AttachedStream> {
  if (!isHls(url, streamType) || video.canPlayType(HLS_MIME)) {
    video.src = url;
    return {
      engine: isHls(url, streamType) ? 'native' : 'file',
      detach: () => {
        video.removeAttribute('src');
        video.load();
      },
    };
  }
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) {
    onFatal();
    return { engine: 'hls.js', detach: () => {} };
  }
  const hls = new Hls({ lowLatencyMode: false, backBufferLength: 30 });
  let recoveredMedia = false;
  let networkRetries = 0;
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    // hls.js's own recipe: retry the network (a few times), recover a media error once, else give up.
    if (data.type === Hls.ErrorTypes.NETWORK_ERROR && networkRetries < 3) {
      networkRetries++;
      hls.startLoad();
    }
    else if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recoveredMedia) {
      recoveredMedia = true;
      hls.recoverMediaError();
    } else {
      hls.destroy();
      onFatal();
    }
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return { engine: 'hls.js', detach: () => hls.destroy() };
}
