// The demo's audio: one small MP3 loop encoded once and committed (assets/demo-audio/README.md),
// since the production image has no encoder. It is cut into its frames once: MP3 frames concatenate
// into a valid stream, and the loop was encoded without the bit reservoir, so any frame decodes on
// its own (a listener joins mid-loop; a clip may start anywhere).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT } from './paths.ts';

const BITRATES_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const SAMPLE_RATES = [44_100, 48_000, 32_000];
const SAMPLES_PER_FRAME = 1152; // MPEG-1 Layer III

/** The frames of an MPEG-1 Layer III file (no ID3 tag, no Xing frame: the loop has neither). */
export function mp3Frames(file: Buffer): { frames: Buffer[]; frameSeconds: number } {
  const frames: Buffer[] = [];
  let sampleRate = 0;
  for (let offset = 0; offset + 4 <= file.length; ) {
    const header = file.readUInt32BE(offset);
    if (header >>> 21 !== 0x7ff || ((header >>> 17) & 0xf) !== 0xd) throw new Error(`not an MPEG-1 Layer III frame at byte ${offset}`);
    const bitrate = BITRATES_KBPS[(header >>> 12) & 0xf] * 1000;
    sampleRate = SAMPLE_RATES[(header >>> 10) & 0x3];
    const length = Math.floor((144 * bitrate) / sampleRate) + ((header >>> 9) & 1);
    frames.push(file.subarray(offset, offset + length));
    offset += length;
  }
  return { frames, frameSeconds: SAMPLES_PER_FRAME / sampleRate };
}

export const DEMO_LOOP = mp3Frames(readFileSync(path.join(API_ROOT, 'assets/demo-audio/loop.mp3')));

/** `count` frames of the loop from frame `from` on (any integer), wrapping around its end. */
export function loopFrames(from: number, count: number): Buffer {
  const { frames } = DEMO_LOOP;
  const picked: Buffer[] = [];
  for (let i = from; i < from + count; i++) picked.push(frames[((i % frames.length) + frames.length) % frames.length]);
  return Buffer.concat(picked);
}

/** A demo recording of about `seconds`: a stretch of the loop chosen by `seed`, as an MP3 file. */
export function demoClip(seconds: number, seed: number): Buffer {
  const { frames, frameSeconds } = DEMO_LOOP;
  return loopFrames((seed * 97) % frames.length, Math.round(seconds / frameSeconds));
}
