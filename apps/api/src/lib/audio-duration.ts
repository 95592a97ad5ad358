// How long an uploaded recording lasts, read from the file itself with music-metadata (MP3 frames,
// WAV header, MP4 atoms, Ogg pages...). A file it cannot measure still uploads: the length is then
// unknown (null) and the player learns it once it loads the audio.
import { parseFile } from 'music-metadata';

export async function audioDurationSeconds(filePath: string): Promise<number | null> {
  try {
    // duration: scan an MP3 without a Xing/VBRI header to the end rather than guessing from its start.
    const { format } = await parseFile(filePath, { duration: true, skipCovers: true });
    return format.duration && Number.isFinite(format.duration) ? Math.round(format.duration) : null;
  } catch {
    return null;
  }
}
