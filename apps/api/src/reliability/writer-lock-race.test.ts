// Two processes starting together on one PGlite folder whose lock was left by a dead
// process. Before, both took it over in 4 of 40 pairs (and half the writes were lost); now exactly
// one of each pair holds the lock, and the other, on leaving, does not remove it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../db/data-dir-lock.ts';

const CONTENDER = path.join(import.meta.dirname, 'lock-contender.ts');
const PAIRS = 40;
const root = mkdtempSync(path.join(tmpdir(), 'station-lock-race-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A pid that no process has any more. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

function contender(dataDir: string, start: string, end: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', CONTENDER, dataDir, start, end], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines: string[] = [];
  const said = (word: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => lines.includes(word) && resolve();
      child.stdout!.on('data', (chunk: Buffer) => {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        check();
      });
      child.once('exit', () => (lines.includes(word) ? resolve() : reject(new Error(`exited without '${word}': ${lines.join(' ')}`))));
    });
  const ready = said('ready');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, lines, ready, exited, decided: () => lines.find((line) => line === 'locked' || line === 'refused') };
}

async function race(round: number) {
  const dataDir = mkdtempSync(path.join(root, `pair-${round}-`));
  writeFileSync(path.join(dataDir, LOCK_FILE), `${deadPid()}\n`);
  const start = path.join(dataDir, 'start');
  const end = path.join(dataDir, 'end');
  const pair = [contender(dataDir, start, end), contender(dataDir, start, end)];
  await Promise.all(pair.map((side) => side.ready));
  writeFileSync(start, '');
  await expect.poll(() => pair.every((side) => side.decided()), { timeout: 20_000, interval: 5 }).toBe(true);
  const outcomes = pair.map((side) => side.decided()).sort();
  const winner = pair.find((side) => side.decided() === 'locked');
  // The loser leaves first: the winner's lock must still be there, naming the winner.
  const loser = pair.find((side) => side !== winner) as { child: ChildProcess; exited: Promise<unknown> };
  loser.child.kill('SIGTERM');
  await loser.exited;
  const lockOwner = readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').split('\n')[0];
  writeFileSync(end, '');
  await Promise.all(pair.map((side) => side.exited));
  return { outcomes, lockOwner, winnerPid: String(winner?.child.pid) };
}

describe('one writer per PGlite folder, even when two processes start together on a stale lock', () => {
  it(`gives the lock to exactly one process of each of ${PAIRS} racing pairs`, async () => {
    for (let round = 0; round < PAIRS; round += 1) {
      const { outcomes, lockOwner, winnerPid } = await race(round);
      expect(outcomes, `pair ${round}`).toEqual(['locked', 'refused']);
      expect(lockOwner, `pair ${round}`).toBe(winnerPid);
    }
  }, 300_000);
});
