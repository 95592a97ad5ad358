// Which files an API test's app has stored: its uploads folder, read from the disk.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { uploadsRoot } from '../lib/storage.ts';

/** Paths relative to the uploads root ('imageback/mixes/x.jpg'), under `folder` when given. */
export function storedFiles(dataDir: string, folder = ''): string[] {
  const root = path.join(uploadsRoot(dataDir), folder);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadsRoot(dataDir), path.join(entry.parentPath, entry.name)))
    .sort();
}
