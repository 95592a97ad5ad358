import { expect, it } from 'vitest';
import { openFilesLimit, openFilesWarning } from './open-files.ts';

const limits = (soft: string) => `Limit                     Soft Limit           Hard Limit           Units\nMax open files            ${soft}                65536                files\n`;

it('reads the soft limit on open files, and warns below what 20,000 players need', () => {
  expect(openFilesLimit(limits('1024'))).toBe(1024);
  expect(openFilesLimit(limits('unlimited'))).toBe(Number.POSITIVE_INFINITY);
  expect(openFilesLimit('nothing here')).toBeNull();
  expect(openFilesWarning(1024)).toContain('ulimit -n');
  expect(openFilesWarning(65_536)).toBeNull();
  expect(openFilesWarning(null)).toBeNull();
});
