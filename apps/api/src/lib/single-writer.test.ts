import { describe, expect, it } from 'vitest';
import { appPerFile, testDatabaseKind } from '../test/test-app.ts';
import { asSingleWriter } from './single-writer.ts';

const t = appPerFile();

describe('asSingleWriter', () => {
  it('runs one turn after another in the same process', async () => {
    expect(await asSingleWriter(t.db, 'sample', async () => 'first')).toBe('first');
    expect(await asSingleWriter(t.db, 'sample', async () => 'second')).toBe('second');
  });

  // PGlite is one process by design: a second one only exists on Postgres.
  it.skipIf(testDatabaseKind !== 'postgres')('skips the turn while a second process is doing the same job, and not another job', async () => {
    const secondProcess = t.connectAgain();
    let releaseFirst = () => {};
    const held = new Promise<void>((resolve) => (releaseFirst = resolve));
    let started = () => {};
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    const first = asSingleWriter(t.db, 'sample', async () => {
      started();
      await held;
      return 'first';
    });
    await firstStarted;
    expect(await asSingleWriter(secondProcess, 'sample', async () => 'second')).toBeUndefined();
    expect(await asSingleWriter(secondProcess, 'other-job', async () => 'other')).toBe('other');
    releaseFirst();
    expect(await first).toBe('first');
    // The lock ends with the turn's transaction: the second process gets the next turn.
    expect(await asSingleWriter(secondProcess, 'sample', async () => 'second')).toBe('second');
  });
});
