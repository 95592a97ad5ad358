import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtFileText } from './built-file.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('a built file read while the server runs', () => {
  it('gives the same text until the file changes, then the new one; nothing while it is missing', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'built-'));
    folders.push(folder);
    const file = path.join(folder, 'index.html');
    const read = builtFileText(file);
    expect(read()).toBeUndefined();

    writeFileSync(file, '<p>build 1</p>');
    const first = read();
    expect(first).toBe('<p>build 1</p>');
    // Kept: the very same string, not a new read.
    expect(Object.is(read(), first)).toBe(true);

    // A new build of the same size, written within the same millisecond as far as the clock says.
    writeFileSync(file, '<p>build 2</p>');
    utimesSync(file, new Date(Date.now() + 5_000), new Date(Date.now() + 5_000));
    expect(read()).toBe('<p>build 2</p>');

    // A longer build whose time did not move: its size tells.
    const { mtime } = statSync(file);
    writeFileSync(file, '<p>build 3, longer</p>');
    utimesSync(file, mtime, mtime);
    expect(read()).toBe('<p>build 3, longer</p>');

    rmSync(file);
    expect(read()).toBeUndefined();
  });
});
