// A single HTTP byte range (RFC 9110 §14.1.2), what audio seek bars ask for.
// Multiple ranges are answered with the whole file, which the RFC allows.

export type RangeResult = { kind: 'none' } | { kind: 'unsatisfiable' } | { kind: 'range'; start: number; end: number };

export function parseRange(header: string | undefined, size: number): RangeResult {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'none' };
  const [, first, last] = match;
  if (first === '') {
    // 'bytes=-500': the last 500 bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'none' };
  return { kind: 'range', start, end };
}
