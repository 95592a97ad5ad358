// The 44-byte header of a mono 16-bit PCM WAV file, for the generated demo audio (seeded
// recordings and the built-in live stream). Node has no MP3 encoder; every browser plays WAV.

/** `dataBytes` undefined: an endless stream (sizes at their maximum, as live players expect). */
export function wavHeader(sampleRate: number, dataBytes?: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(dataBytes === undefined ? 0xffffffff : 36 + dataBytes, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // bytes per sample
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(dataBytes ?? 0xffffffff, 40);
  return header;
}
