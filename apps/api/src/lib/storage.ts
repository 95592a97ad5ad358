// Where uploaded and demo files live: one interface, local disk under
// `${dataDir}/uploads` by default; an S3-compatible store implements the same interface. Keys
// mirror the public paths ('imageback/hero/x.jpg', 'musics/MixDJ/y.mp3'), so serving is a lookup.
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';

export interface StoredFile {
  size: number;
  modifiedAt: Date;
}

export interface Storage {
  write(key: string, data: Uint8Array | string): Promise<void>;
  /** Stores a file that sits on the local disk (an upload received in a temporary folder). */
  writeFromFile(key: string, localPath: string): Promise<void>;
  stat(key: string): Promise<StoredFile | undefined>;
  /** The bytes from start to end inclusive (the whole file without a range). */
  read(key: string, range?: { start: number; end: number }): ReadableStream<Uint8Array>;
  remove(key: string): Promise<void>;
  /** Where browsers can fetch the file directly (a bucket's public or CDN address), if anywhere. */
  publicUrl?: (key: string) => string;
}

/** `${dataDir}/uploads`; an in-memory database keeps its files in one shared temporary folder. */
export function uploadsRoot(dataDir: string): string {
  const inMemory = dataDir.startsWith('memory://') || path.basename(dataDir) === 'memory:';
  return inMemory ? path.join(tmpdir(), 'station-memory-uploads') : path.join(dataDir, 'uploads');
}

/** Keys are relative paths of safe segments: no '..', no absolute path, no hidden file. */
export function isSafeKey(key: string): boolean {
  return key.split('/').every((segment) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/.test(segment) && !segment.includes('..'));
}

export function createLocalStorage(root: string): Storage {
  const fullPath = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  // Write beside the target then rename: a reader (or a parallel writer) never sees half a file.
  const atomically = async (key: string, writeTemporary: (temporary: string) => Promise<void>) => {
    const file = fullPath(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.part`;
    try {
      await writeTemporary(temporary);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };
  return {
    write: (key, data) => atomically(key, (temporary) => writeFile(temporary, data)),
    writeFromFile: (key, localPath) => atomically(key, (temporary) => copyFile(localPath, temporary)),
    async stat(key) {
      if (!isSafeKey(key)) return undefined;
      try {
        const info = await stat(fullPath(key));
        return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : undefined;
      } catch {
        return undefined;
      }
    },
    read(key, range) {
      const stream = createReadStream(fullPath(key), range ? { start: range.start, end: range.end } : {});
      return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
    },
    async remove(key) {
      await rm(fullPath(key), { force: true });
    },
  };
}
