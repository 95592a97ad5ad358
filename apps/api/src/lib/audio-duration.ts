// How long an uploaded recording lasts, read from the file itself with music-metadata (MP3 frames,
// WAV header, MP4 atoms, Ogg pages...). A file it cannot measure still uploads: the length is then
// unknown (null) and the player learns it once it loads the audio.
import { parseFile, parseWebStream } from 'music-metadata';

const seconds = (duration: number | undefined) => (duration && Number.isFinite(duration) ? Math.round(duration) : null);

export async function audioDurationSeconds(filePath: string): Promise<number | null> {
  try {
    // duration: scan an MP3 without a Xing/VBRI header to the end rather than guessing from its start.
    const { format } = await parseFile(filePath, { duration: true, skipCovers: true });
    return seconds(format.duration);
  } catch {
    return null;
  }
}

/** The same, from a stored file's bytes (disk or bucket): files stored before their length was kept. */
export async function streamDurationSeconds(stream: ReadableStream<Uint8Array>, mimeType: string, size: number): Promise<number | null> {
  try {
    const { format } = await parseWebStream(stream, { mimeType, size }, { duration: true, skipCovers: true });
    return seconds(format.duration);
  } catch {
    return null;
  } finally {
    await stream.cancel().catch(() => {});
  }
}
