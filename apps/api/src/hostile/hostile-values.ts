// The hostile values the suite sends, and the small tools that put them into a valid body.

export const NUL = String.fromCharCode(0);
export const LONE_SURROGATE = '\uD800';
export const HUGE_STRING = 'é'.repeat(100_000);
/** Over the 1 MB JSON limit (lib/request-limits.ts). */
export const OVERSIZED_JSON = JSON.stringify({ texte: 'x'.repeat(1024 * 1024 + 10) });
export const MALFORMED_JSON = ['{"titre": ', '{titre: "sans guillemets"}', "{'a': 1}", '{"a": 1}}', '\uFEFF{"a":', '[1, 2'];
/** JSON that parses but is no object. */
export const NOT_OBJECTS = ['[]', '"texte"', '42', 'null', 'true'];

export const SQL_PAYLOADS = ["1' OR '1'='1", "'); DELETE FROM users; --", "x' UNION SELECT password_hash FROM admins --"];
export const SCRIPT_PAYLOADS = ['<script>alert(1)</script>', '"><img src=x onerror=alert(document.cookie)>', 'javascript:alert(1)'];
export const UNICODE_EDGES = [
  '👩🏽‍🎤🎶 Ça va ?', // emoji with skin tone and joiner, astral characters
  '\u202Eevil\u202C', // right-to-left override
  'e\u0301\u0301\u0301\u0301', // stacked combining accents
  '\uFEFFbom\u200Bzero\u200Dwidth', // BOM and zero-width characters
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ﷽ \u0085\u2028\u2029', // mathematical letters, a wide ligature, odd line breaks
];
/** Numbers no id or count column can hold, or should take. */
export const NUMBER_EDGES = [2 ** 31, 1e20, -1, 0, 1.5, Number.MAX_SAFE_INTEGER + 2];

/**
 * Path parameters: traversal (raw and encoded), SQL, out-of-range and malformed numbers, NUL, markup.
 * Every one must be refused (4xx) wherever an id or a file name is expected.
 */
export const HOSTILE_PARAMS = [
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  '..%5C..%5Cwindows%5Cwin.ini',
  "1'%20OR%20'1'%3D'1",
  '99999999999999999999999',
  '2147483648',
  '-1',
  '1.5',
  '1e3',
  'abc',
  '%F0%9F%8E%B5',
  '1%00.jpg',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  'x'.repeat(2000),
];

/** A query string of nonsense for routes without parameters: wrong types, SQL, markup, traversal. */
export const HOSTILE_QUERY =
  "?id=1'%20OR%20'1'%3D'1&limit=-1&page=abc&offset=99999999999999999999&status=%3Cscript%3E&content_type=..%2F..%2Fetc&ids=1,2,abc,-5&date=2026-13-45&from=abc&to=&q=" +
  'x'.repeat(3000) +
  '&limit=9999999999&content_id=1e400&week=%F0%9F%8E%B5';

/**
 * Fields a client must never set: roles, moderation, counters, owners and ids. Sent beside a valid
 * body, none of them may reach a stored row (docs/decisions/110-hostile-input-suite.md).
 */
export const PRIVILEGED_EXTRAS: Record<string, unknown> = {
  role: 'admin',
  account_role: 'admin',
  is_admin: true,
  is_approved: true,
  approved_by: 987654,
  status: 'approved',
  total_votes: 9999,
  total_listens: 9999,
  current_listeners: 9999,
  id: 987654,
  userid: 987654,
  talonid: 987654,
  user_id: 987654,
  talon_id: 987654,
  account_id: 987654,
  created_by: 987654,
  password_hash: 'injecté',
  created_at: '1999-01-01T00:00:00.000Z',
};

export type Path = (string | number)[];

/**
 * The paths of a body's values, nested ones included (objects and arrays are values too). Of an
 * array, only the first item is followed: the others have the same shape.
 */
export function valuePaths(value: unknown, prefix: Path = [], limit = 24): Path[] {
  if (value === null || typeof value !== 'object') return [];
  const paths: Path[] = [];
  for (const [key, child] of Object.entries(value).slice(0, Array.isArray(value) ? 1 : undefined)) {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    paths.push(path, ...valuePaths(child, path, limit));
  }
  return paths.slice(0, limit);
}

export const valueAt = (body: unknown, path: Path): unknown => path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], body);

/** A copy of `body` with the value at `path` replaced (or removed when `value` is `REMOVE`). */
export const REMOVE = Symbol('remove');
export function withValueAt(body: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path.at(-1)!;
  if (value === REMOVE) {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else parent[key] = value;
  return copy;
}

/** Values of the wrong type for `value`: what no schema for it may accept. */
export function wrongTypesFor(value: unknown): unknown[] {
  const nested = { imbriqué: 'objet' };
  if (typeof value === 'string') return [nested, ['liste'], true];
  if (typeof value === 'number') return ['pas-un-nombre', nested, [value]];
  if (typeof value === 'boolean') return ['peut-être', 2, nested];
  if (Array.isArray(value)) return ['pas-une-liste', nested];
  if (value && typeof value === 'object') return ['pas-un-objet', [value], 7];
  return [];
}

/** A copy of `body` with every string value (nested ones included) replaced by `text`. */
export function withEveryString(body: unknown, text: string): unknown {
  if (typeof body === 'string') return text;
  if (Array.isArray(body)) return body.map((item) => withEveryString(item, text));
  if (body && typeof body === 'object') return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, withEveryString(value, text)]));
  return body;
}

export const pathLabel = (path: Path) => path.join('.');
