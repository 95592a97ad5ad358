// The built-in demo live stream: an endless WAV whose samples are a function of
// wall-clock time, so every listener hears the same "live" moment and a reconnect rejoins the
// live edge instead of replaying a buffer. Chromium buffers ~4 s before playing, so each
// connection first receives the last few seconds, then real-time chunks.
import { Readable } from 'node:stream';
import { wavHeader } from '../../lib/wav.ts';

const SAMPLE_RATE = 22_050;
const BYTES_PER_SAMPLE = 2;
const PREROLL_SECONDS = 4;
const TICK_MS = 100;
// A listener that stops reading (a paused player, a dead connection) must not make the server
// hoard audio for it: past this much unread audio, the stream skips ahead, as live radio does.
const MAX_UNREAD_BYTES = 10 * SAMPLE_RATE * BYTES_PER_SAMPLE;

// A calm loop of arpeggiated chords (A minor, F, C, G), one note every quarter second.
const CHORDS = [
  [220, 261.63, 329.63],
  [174.61, 220, 261.63],
  [261.63, 329.63, 392],
  [196, 246.94, 293.66],
];
const NOTE_SECONDS = 0.25;

function sampleAt(sampleIndex: number): number {
  const t = sampleIndex / SAMPLE_RATE;
  const note = Math.floor(t / NOTE_SECONDS);
  const chord = CHORDS[Math.floor(note / 8) % CHORDS.length];
  const frequency = chord[note % chord.length] * (note % 8 >= 4 ? 2 : 1);
  const sinceNote = t - note * NOTE_SECONDS;
  const envelope = Math.exp(-sinceNote * 6);
  const bass = 0.25 * Math.sin(2 * Math.PI * (chord[0] / 2) * t);
  return 0.35 * envelope * Math.sin(2 * Math.PI * frequency * t) + bass * 0.5;
}

function renderSamples(fromSample: number, toSample: number): Buffer {
  const buffer = Buffer.alloc((toSample - fromSample) * BYTES_PER_SAMPLE);
  for (let i = fromSample; i < toSample; i++) {
    const value = Math.max(-1, Math.min(1, sampleAt(i)));
    buffer.writeInt16LE(Math.round(value * 32_767), (i - fromSample) * BYTES_PER_SAMPLE);
  }
  return buffer;
}

const nowSample = () => Math.floor((Date.now() / 1000) * SAMPLE_RATE);

/** A new endless stream for one listener, starting at the live edge minus the preroll. */
export function openDemoStream(): Readable {
  let nextSample = nowSample() - PREROLL_SECONDS * SAMPLE_RATE;
  let timer: NodeJS.Timeout | undefined;
  const pushUntilNow = (stream: Readable) => {
    const until = nowSample();
    if (stream.readableLength > MAX_UNREAD_BYTES) {
      nextSample = until;
      return;
    }
    if (until > nextSample) {
      stream.push(renderSamples(nextSample, until));
      nextSample = until;
    }
  };
  return new Readable({
    read() {
      if (timer) return;
      this.push(wavHeader(SAMPLE_RATE));
      pushUntilNow(this);
      timer = setInterval(() => pushUntilNow(this), TICK_MS);
    },
    destroy(error, callback) {
      clearInterval(timer);
      callback(error);
    },
  });
}

export const DEMO_STREAM_CONTENT_TYPE = 'audio/wav';
/** Where the API serves it: the default STREAM_URL. */
export const DEMO_STREAM_PATH = '/api/live/stream';
