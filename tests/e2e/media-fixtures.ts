// Real files for upload browser tests, made on the spot: PNGs drawn byte by byte (the server checks
// the bytes and decodes the image, so they must be real ones), and a short
// MP3 from Debian's ffmpeg when it is installed (a WAV otherwise: Chromium plays both).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `width`×`height` PNG, each pixel's [r, g, b] from `colourAt`. */
function png(width: number, height: number, colourAt: (x: number, y: number) => [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows.set(colourAt(x, y), y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** A width × height PNG: a diagonal gradient of the brand's pink and violet. */
export const pngImage = (width = 320, height = 320): Buffer =>
  png(width, height, (x, y) => {
    const t = (x + y) / (width + height);
    return [Math.round(224 - 86 * t), Math.round(17 + 14 * t), Math.round(109 + 121 * t)];
  });

/** A `width`×`height` PNG of one colour ([r, g, b]). */
export const pngBytes = (rgb: [number, number, number], width = 480, height = 270): Buffer => png(width, height, () => rgb);

/** `seconds` of a 440 Hz tone: an MP3 made by ffmpeg, else a 16-bit PCM WAV. */
export function toneAudio(seconds = 20): { name: string; mimeType: string; buffer: Buffer } {
  try {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'station-e2e-audio-')), 'tone.mp3');
    execFileSync('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-ac', '1', '-b:a', '64k', file]);
    return { name: 'emission.mp3', mimeType: 'audio/mpeg', buffer: readFileSync(file) };
  } catch {
    const wav = toneWav(seconds);
    return { name: 'emission.wav', mimeType: 'audio/wav', buffer: wav };
  }
}

/** `seconds` of a 440 Hz tone as a finite 16-bit mono PCM WAV (Chromium plays it). */
export function toneWav(seconds: number, rate = 8000): Buffer {
  const samples = rate * seconds;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) wav.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return wav;
}
