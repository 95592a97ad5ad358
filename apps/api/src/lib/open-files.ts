// Sockets are files: every open event stream holds one for as long as the page listens. A process
// meant to hold 20,000 players (docs/decisions/180-listeners-at-scale.md) needs a limit above that, set where
// the process starts (systemd LimitNOFILE, compose `ulimits: nofile`, `ulimit -n`): it says so at
// start rather than refusing players later with EMFILE.
import { readFileSync } from 'node:fs';

/** Connections waiting to be accepted while the process is busy (a storm at the top of the hour); the kernel caps it at net.core.somaxconn. */
export const LISTEN_BACKLOG = 4_096;
/** Open event streams one process is sized for, with room for the database pool and files. */
export const SOCKETS_PER_PROCESS = 20_000;

/** The process's soft limit on open files (Linux), or null where it cannot be read. */
export function openFilesLimit(limitsText?: string): number | null {
  let text = limitsText;
  try {
    text ??= readFileSync('/proc/self/limits', 'utf8');
  } catch {
    return null;
  }
  const line = text.split('\n').find((row) => row.startsWith('Max open files'));
  const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
  if (soft === 'unlimited') return Number.POSITIVE_INFINITY;
  const value = Number(soft);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** A French warning when the limit is below what the process is sized for, else null. */
export function openFilesWarning(limit = openFilesLimit()): string | null {
  if (limit === null || limit >= SOCKETS_PER_PROCESS + 1_000) return null;
  return `Attention : ${limit} fichiers ouverts au plus pour ce processus (ulimit -n) ; il en faut ${SOCKETS_PER_PROCESS + 1_000} pour ${SOCKETS_PER_PROCESS} auditeurs (docs/operating.md, section « Many listeners »).`;
}
