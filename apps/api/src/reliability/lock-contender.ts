// One side of a writer-lock race (writer-lock-race.test.ts): says 'ready', waits for the start file,
// takes the data folder's lock at once, says 'locked' or 'refused', then holds until the end file.
import { existsSync } from 'node:fs';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';

const [dataDir, startFile, endFile] = process.argv.slice(2) as [string, string, string];
process.stdout.write('ready\n');
while (!existsSync(startFile)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
try {
  lockDataDir(dataDir);
  process.stdout.write('locked\n');
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  process.stdout.write('refused\n');
}
while (!existsSync(endFile)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
