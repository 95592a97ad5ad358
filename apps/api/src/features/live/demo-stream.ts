// The built-in demo live stream: an endless MP3 made of the demo loop's frames
// (lib/demo-audio.ts), where the frame on air is a function of wall-clock time, so every listener
// hears the same "live" moment and a reconnect rejoins the live edge instead of replaying a buffer.
// MP3 because every engine decodes it (Firefox refuses an endless WAV). Chromium buffers ~4 s
// before playing, so each connection first receives the last few seconds, then real-time frames.
import { Readable } from 'node:stream';
import { DEMO_LOOP, loopFrames } from '../../lib/demo-audio.ts';

const PREROLL_SECONDS = 4;
const TICK_MS = 100;
const BYTES_PER_SECOND = DEMO_LOOP.frames[0].length / DEMO_LOOP.frameSeconds;
// A listener that stops reading (a paused player, a dead connection) must not make the server
// hoard audio for it: past this much unread audio, the stream skips ahead, as live radio does.
const MAX_UNREAD_BYTES = 10 * BYTES_PER_SECOND;

/** The index of the frame on air now, counted from the epoch. */
const nowFrame = () => Math.floor(Date.now() / 1000 / DEMO_LOOP.frameSeconds);

/** A new endless stream for one listener, starting at the live edge minus the preroll. */
export function openDemoStream(): Readable {
  let nextFrame = nowFrame() - Math.round(PREROLL_SECONDS / DEMO_LOOP.frameSeconds);
  let timer: NodeJS.Timeout | undefined;
  const pushUntilNow = (stream: Readable) => {
    const until = nowFrame();
    if (stream.readableLength > MAX_UNREAD_BYTES) {
      nextFrame = until;
      return;
    }
    if (until > nextFrame) {
      stream.push(loopFrames(nextFrame, until - nextFrame));
      nextFrame = until;
    }
  };
  return new Readable({
    read() {
      if (timer) return;
      pushUntilNow(this);
      timer = setInterval(() => pushUntilNow(this), TICK_MS);
    },
    destroy(error, callback) {
      clearInterval(timer);
      callback(error);
    },
  });
}

export const DEMO_STREAM_CONTENT_TYPE = 'audio/mpeg';
/** Where the API serves it: the default STREAM_URL. */
export const DEMO_STREAM_PATH = '/api/live/stream';
