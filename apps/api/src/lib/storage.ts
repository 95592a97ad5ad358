// Where uploaded and demo files live (DECISIONS.md 8): local disk under `${dataDir}/uploads` by
// default. Keys mirror the public paths ('imageback/hero/x.jpg', 'musics/MixDJ/y.mp3'), so serving
// is a lookup. An S3-compatible store can implement the same interface later.
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';

export interface StoredFile {
  size: number;
  modifiedAt: Date;
}

export interface Storage {
  write(key: string, data: Uint8Array | string): Promise<void>;
  stat(key: string): Promise<StoredFile | undefined>;
  /** The bytes from start to end inclusive (the whole file without a range). */
  read(key: string, range?: { start: number; end: number }): ReadableStream<Uint8Array>;
  remove(key: string): Promise<void>;
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
  return {
    async write(key, data) {
      const file = fullPath(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader (or a parallel writer) never sees half a file.
      const temporary = `${file}.${process.pid}.${Date.now()}.part`;
      await writeFile(temporary, data);
      await rename(temporary, file);
    },
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
