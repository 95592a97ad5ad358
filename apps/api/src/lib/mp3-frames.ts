// file-type calls anything starting with an MPEG frame sync an MP3. A real MP3 is a chain of
// frames: after the ID3 tag, each frame header says where the next one starts. Three frames in a
// row that chain up is what an encoder writes and what a renamed text file never has.
const BITRATES_V1_L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2_L3 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

function frameLength(bytes: Uint8Array, at: number): number | undefined {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1] & 0xe0) !== 0xe0) return undefined;
  const version = (bytes[at + 1] >> 3) & 3; // 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5
  const layer = (bytes[at + 1] >> 1) & 3; // 1 = Layer III
  const bitrateIndex = bytes[at + 2] >> 4;
  const rateIndex = (bytes[at + 2] >> 2) & 3;
  const padding = (bytes[at + 2] >> 1) & 1;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return undefined;
  const bitrate = (version === 3 ? BITRATES_V1_L3 : BITRATES_V2_L3)[bitrateIndex] * 1000;
  const sampleRate = SAMPLE_RATES[version][rateIndex];
  return Math.floor(((version === 3 ? 144 : 72) * bitrate) / sampleRate) + padding;
}

/** True when `head` (the file's first bytes) holds three chained MPEG Layer III frames. */
export function looksLikeMp3(head: Uint8Array): boolean {
  let at = 0;
  if (head[0] === 0x49 && head[1] === 0x44 && head[2] === 0x33) {
    // ID3v2: a 10-byte header and a syncsafe size; a long tag (cover art) may push the frames
    // past the sniffed bytes, and then the tag itself is the evidence.
    const size = ((head[6] & 0x7f) << 21) | ((head[7] & 0x7f) << 14) | ((head[8] & 0x7f) << 7) | (head[9] & 0x7f);
    at = 10 + size;
    if (at + 4 > head.length) return true;
  }
  for (let frame = 0; frame < 3; frame++) {
    const length = frameLength(head, at);
    if (!length) return frame > 0 && at >= head.length - 4;
    at += length;
    if (at + 4 > head.length) return true;
  }
  return true;
}
