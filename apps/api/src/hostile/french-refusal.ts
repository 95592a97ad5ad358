// What counts as a French refusal in the hostile-input suite: a JSON `{ error }` whose message is
// one the station wrote (a string of the shared catalogue, or the output of one of its message
// functions) or one of zod's French locale (the schemas' default messages).
// Checking against the catalogue rather than guessing the language is stricter: an English text,
// a stack trace, a driver's message or a hand-typed string outside the catalogue all fail.
import * as shared from '@station/shared';
import { z } from 'zod';

const SENTINEL = '\u0001valeur\u0001';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function catalogue() {
  const exact = new Set<string>();
  const templates: RegExp[] = [];
  const collect = (value: unknown, depth = 0): void => {
    if (typeof value === 'string') exact.add(value);
    else if (typeof value === 'function') {
      // A templated message: called with a sentinel in every argument, the sentinel becomes '.+'.
      try {
        const text = String(value(...Array.from({ length: Math.max(value.length, 1) }, () => SENTINEL)));
        if (text.includes(SENTINEL)) templates.push(new RegExp(`^${text.split(SENTINEL).map(escapeRegExp).join('.+')}$`, 's'));
        else exact.add(text);
      } catch {
        // A message function that needs real arguments (a number to format): its output cannot be predicted here.
      }
    } else if (value && typeof value === 'object' && depth < 4) for (const entry of Object.values(value)) collect(entry, depth + 1);
  };
  for (const [name, value] of Object.entries(shared)) if (/messages$/i.test(name)) collect(value);
  return { exact, templates };
}

/** zod's French messages, from the locale itself: the fixed part of each issue's message. */
function zodFrenchPrefixes(): string[] {
  const localeError = z.locales.fr().localeError as (issue: unknown) => string | { message: string } | undefined;
  const samples = [
    { code: 'invalid_type', expected: 'string', input: 1 },
    { code: 'invalid_value', values: ['a'] },
    { code: 'invalid_value', values: ['a', 'b'] },
    { code: 'too_big', origin: 'string', maximum: 1, inclusive: true },
    { code: 'too_big', origin: 'number', maximum: 1, inclusive: true },
    { code: 'too_small', origin: 'string', minimum: 1, inclusive: true },
    { code: 'too_small', origin: 'number', minimum: 1, inclusive: true },
    { code: 'invalid_format', format: 'regex', pattern: /x/ },
    { code: 'not_multiple_of', divisor: 2 },
    { code: 'unrecognized_keys', keys: ['a'] },
    { code: 'unrecognized_keys', keys: ['a', 'b'] },
    { code: 'invalid_key', origin: 'record' },
    { code: 'invalid_element', origin: 'map' },
    { code: 'invalid_union' },
    ...['email', 'url', 'uuid', 'date', 'datetime', 'time', 'e164', 'ipv4', 'base64url'].map((format) => ({ code: 'invalid_format', format })),
  ];
  return samples.map((issue) => {
    const answer = localeError(issue);
    const message = typeof answer === 'string' ? answer : (answer?.message ?? '');
    // 'Trop grand : chaîne de caractères doit avoir <=1 caractères' → 'Trop grand : '.
    return message.includes(' : ') ? `${message.split(' : ')[0]} : ` : message;
  });
}

const { exact, templates } = catalogue();
const zodPrefixes = zodFrenchPrefixes();

export function isFrenchMessage(message: unknown): boolean {
  if (typeof message !== 'string' || message.trim() === '') return false;
  if (exact.has(message)) return true;
  if (templates.some((template) => template.test(message))) return true;
  return zodPrefixes.some((prefix) => (prefix.endsWith(' : ') ? message.startsWith(prefix) : message === prefix));
}

/**
 * '' when the answer is a French refusal (4xx, `{ error }` from the catalogue), else what is wrong.
 * `signedIn`: the request carried a session, so a 401 asking to sign in means the session was lost
 * (a logout among the variants) and the guard answered instead of the route: that proves nothing.
 */
export async function refusalProblem(response: Response, { signedIn = false } = {}): Promise<string> {
  const text = await response.text();
  if (response.status < 400 || response.status >= 500) return `${response.status} ${text.slice(0, 200)}`;
  if (signedIn && response.status === 401 && [shared.messages.loginRequired, shared.messages.sessionExpired].some((message) => text.includes(message))) {
    return `401, the session was lost: ${text.slice(0, 200)}`;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${response.status}, not JSON: ${text.slice(0, 200)}`;
  }
  const error = (body as { error?: unknown } | null)?.error;
  return isFrenchMessage(error) ? '' : `${response.status}, not a catalogue message: ${JSON.stringify(body).slice(0, 200)}`;
}
