// Tells 'the database cannot be reached right now' apart from every other error: those
// become a French 503 with Retry-After, so clients and the outbox retry instead of giving up.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);
// SQLSTATE: connection exceptions (08...), operator intervention (57P01-57P05: shutdown, crash,
// cannot connect now), query_canceled by statement_timeout (57014), too many connections (53300).
const SQLSTATE = /^(08...|57P0[1-5]|57014|53300)$/;
const MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection error|not queryable|Connection refused|the database system is (starting up|shutting down|in recovery mode)|Client was closed/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (typeof message === 'string' && MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** Seconds a client should wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 2;
