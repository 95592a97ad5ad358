// Writes the demo loop as raw PCM (s16le, mono, 44.1 kHz) on stdout, for ffmpeg to encode once
// (see README.md). A calm loop of arpeggiated chords (A minor, F, C, G); each 8-second pass varies
// its octave pattern so the 32-second loop does not sound like a 2-second one.
const SAMPLE_RATE = 44_100;
const SECONDS = 32;
const NOTE_SECONDS = 0.25;
const CHORDS = [
  [220, 261.63, 329.63],
  [174.61, 220, 261.63],
  [261.63, 329.63, 392],
  [196, 246.94, 293.66],
];
const PATTERNS = [
  [0, 1, 2, 1, 0, 1, 2, 1],
  [0, 1, 2, 3, 2, 1, 2, 1],
  [2, 1, 0, 1, 2, 3, 2, 1],
  [0, 2, 1, 3, 0, 2, 1, 2],
];

const out = Buffer.alloc(SECONDS * SAMPLE_RATE * 2);
for (let i = 0; i < SECONDS * SAMPLE_RATE; i++) {
  const t = i / SAMPLE_RATE;
  const note = Math.floor(t / NOTE_SECONDS);
  const chord = CHORDS[Math.floor(note / 8) % CHORDS.length];
  const step = PATTERNS[Math.floor(note / 32) % PATTERNS.length][note % 8];
  const frequency = step === 3 ? chord[0] * 2 : chord[step] * (note % 8 >= 4 ? 2 : 1);
  const sinceNote = t - note * NOTE_SECONDS;
  const envelope = Math.exp(-sinceNote * 6);
  // The bass restarts with each chord (2 s), so the loop's end meets its start in phase.
  const sinceChord = t - Math.floor(note / 8) * 8 * NOTE_SECONDS;
  const bass = 0.12 * Math.sin(2 * Math.PI * (chord[0] / 2) * sinceChord) * Math.min(1, sinceChord * 20, (2 - sinceChord) * 20);
  const value = 0.35 * envelope * Math.sin(2 * Math.PI * frequency * t) + bass;
  out.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32_767), i * 2);
}
process.stdout.write(out);
