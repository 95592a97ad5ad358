// One writer per PGlite data folder (docs/decisions/083-request-limits-and-pglite-lock.md): two
// processes on one folder both
// accept writes and half of them are lost. The first process creates a lock file holding its pid and
// a token, whole, in one atomic step (link); a later one reads it and refuses while that process
// lives. A lock left by a process that died (or by this very pid, after a container restart) is
// taken over by one process only (removeIfUnchanged).
import { randomUUID } from 'node:crypto';
import { closeSync, linkSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'station-writer.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `Le dossier de données ${dataDir} est déjà utilisé par le processus ${ownerPid} : un seul processus peut écrire dans une base PGlite. ` +
        'Arrêtez ce processus, choisissez un autre DATA_DIR, ou passez à Postgres (DATABASE_URL) pour plusieurs processus.',
    );
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Lock contents: the pid that holds it and a token only this process knows. */
const tokenOf = () => `${process.pid}\n${randomUUID()}\n`;

/** Creates the lock with its whole contents in one step (link fails if it exists): never half-written. */
function createAtomically(file: string, contents: string): boolean {
  const draft = `${file}.${process.pid}.${randomUUID()}.tmp`;
  writeFileSync(draft, contents, { flag: 'wx' });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
/** A takeover takes milliseconds: a marker older than this was left by a process that died in it. */
const STALE_TAKEOVER_MS = 10_000;

/**
 * Removes a stale lock, one process at a time (the takeover marker is created exclusively), and
 * only if it is still the very lock judged stale: a process that read it before another took it over
 * can never remove the new owner's lock (both passed in 4 of 40 racing pairs).
 */
function removeIfUnchanged(file: string, judgedStale: string) {
  const marker = `${file}.takeover`;
  try {
    closeSync(openSync(marker, 'wx'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const age = (() => {
      try {
        return Date.now() - statSync(marker).mtimeMs;
      } catch {
        return 0;
      }
    })();
    if (age > STALE_TAKEOVER_MS) rmSync(marker, { force: true });
    else pause(20); // another process is taking it over: look again once it is done
    return;
  }
  try {
    if (readLock(file) === judgedStale) rmSync(file, { force: true });
  } finally {
    rmSync(marker, { force: true });
  }
}

/** Takes the folder's lock or throws DataDirLockedError; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const token = tokenOf();
  for (let attempt = 0; attempt < 500; attempt++) {
    if (createAtomically(file, token)) {
      // Only our own lock is ever removed: a second process that crashes leaves the owner's alone.
      const release = () => {
        if (readLock(file) === token) rmSync(file, { force: true });
      };
      process.once('exit', release);
      return release;
    }
    const seen = readLock(file);
    if (seen === undefined) continue; // released meanwhile
    const owner = pidOf(seen);
    if (owner !== undefined && owner !== process.pid && isAlive(owner)) throw new DataDirLockedError(dataDir, owner);
    // Stale: its process is gone (or it is this very pid, after a container restart).
    removeIfUnchanged(file, seen);
  }
  throw new Error(`Impossible de prendre le verrou ${file}`);
}

function readLock(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function pidOf(contents: string): number | undefined {
  const pid = Number.parseInt(contents.trim().split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}
