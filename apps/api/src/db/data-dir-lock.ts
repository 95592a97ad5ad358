// One writer per PGlite data folder (issue 13, DECISIONS.md 19): two processes on one folder both
// accept writes and half of them are lost. The first process writes its pid into a lock file,
// created atomically ('wx'); a later one reads it and refuses while that process lives. A lock
// left by a process that died (or by this very pid, after a container restart) is taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
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

/** Takes the folder's lock or throws DataDirLockedError; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      const release = () => {
        if (readOwner(file) === process.pid) rmSync(file, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (owner !== undefined && owner !== process.pid && isAlive(owner)) throw new DataDirLockedError(dataDir, owner);
    // Stale (its process is gone) or unreadable (a crash mid-write): take it over.
    rmSync(file, { force: true });
  }
  throw new Error(`Impossible de prendre le verrou ${file}`);
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
