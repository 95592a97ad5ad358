// Demo recordings generated at seed time. Node has no MP3 encoder, so the demo ships short WAV
// files (8 kHz, mono, 16-bit: 16 KB a second) which every browser plays; the columns keep their
// spec names (mp3_url). Real uploads are MP3.

import { wavHeader } from '../../lib/wav.ts';

const SAMPLE_RATE = 8000;

// Chord progressions (Hz); each recording picks one and a tempo from its seed.
const PROGRESSIONS = [
  [[220, 261.63, 329.63], [174.61, 220, 261.63], [261.63, 329.63, 392], [196, 246.94, 293.66]],
  [[146.83, 174.61, 220], [233.08, 293.66, 349.23], [174.61, 220, 261.63], [261.63, 329.63, 392]],
  [[196, 246.94, 293.66], [164.81, 196, 246.94], [130.81, 164.81, 196], [146.83, 185, 220]],
];

export function renderWav(seconds: number, seed: number): Buffer {
  const sampleCount = Math.round(seconds * SAMPLE_RATE);
  const buffer = Buffer.alloc(44 + sampleCount * 2);
  wavHeader(SAMPLE_RATE, sampleCount * 2).copy(buffer);

  const progression = PROGRESSIONS[seed % PROGRESSIONS.length];
  const noteSeconds = 0.18 + (seed % 4) * 0.04;
  for (let i = 0; i < sampleCount; i++) {
    const t = i / SAMPLE_RATE;
    const note = Math.floor(t / noteSeconds);
    const chord = progression[Math.floor(note / 8) % progression.length];
    const frequency = chord[(note + seed) % chord.length] * (note % 8 >= 4 ? 2 : 1);
    const envelope = Math.exp(-(t - note * noteSeconds) * 7);
    const bass = 0.2 * Math.sin(2 * Math.PI * (chord[0] / 2) * t);
    // Fade in and out over half a second so the loop never clicks.
    const fade = Math.min(1, t / 0.5, (seconds - t) / 0.5);
    const value = fade * (0.4 * envelope * Math.sin(2 * Math.PI * frequency * t) + bass);
    buffer.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32_767), 44 + i * 2);
  }
  return buffer;
}
