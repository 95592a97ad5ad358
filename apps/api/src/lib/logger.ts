// The API's logs, one JSON object a line (pino), level from LOG_LEVEL (info by
// default). In development on a terminal, a short readable line instead (a tiny formatter rather
// than pino-pretty: one dependency less, and nothing to bundle). Nothing secret may reach a line:
// callers log chosen fields only, and the redaction below is a second fence for the usual names.
import { Writable } from 'node:stream';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const REDACTED_PATHS = ['password', 'newPassword', 'currentPassword', 'confirmPassword', 'token', 'cookie', 'authorization', '*.password', '*.token', '*.cookie', '*.authorization', 'headers.cookie', 'headers.authorization'];

/** `12:03:04 INFO  GET /api/mixes 200 3 ms` for a person at a terminal. */
function readableLines(): DestinationStream {
  return new Writable({
    write(chunk, _encoding, done) {
      const { time, level, msg, err, ...rest } = JSON.parse(String(chunk)) as Record<string, unknown> & { err?: { stack?: string } };
      const name = (pino.levels.labels[level as number] ?? String(level)).toUpperCase().padEnd(5);
      const fields = Object.entries(rest)
        .filter(([key]) => key !== 'pid' && key !== 'hostname')
        // A list (the start-up configuration) one item a line; anything else key=value.
        .map(([key, value]) => (Array.isArray(value) ? `\n  ${value.join('\n  ')}` : `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`))
        .join(' ');
      const clock = new Date(time as number).toISOString().slice(11, 19);
      process.stdout.write(`${clock} ${name} ${msg ?? ''} ${fields}\n${err?.stack ? `${err.stack}\n` : ''}`);
      done();
    },
  });
}

export function createLogger(options: { level?: string; destination?: DestinationStream; readable?: boolean } = {}): Logger {
  const level = options.level ?? 'info';
  const settings = { level, base: undefined, redact: { paths: REDACTED_PATHS, censor: '[masqué]' } };
  if (options.destination) return pino(settings, options.destination);
  return options.readable ? pino(settings, readableLines()) : pino(settings);
}

/** The process's logger: JSON in production or when piped, readable lines at a development terminal. */
export const logger = createLogger({
  level: LOG_LEVELS.includes(process.env.LOG_LEVEL?.trim().toLowerCase() as never) ? process.env.LOG_LEVEL!.trim().toLowerCase() : 'info',
  readable: process.env.NODE_ENV !== 'production' && process.stdout.isTTY === true,
});
