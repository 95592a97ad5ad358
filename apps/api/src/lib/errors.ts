import { messages } from '@station/shared';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error with a French message for the client; app.onError turns it into `{ error, code }`. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: string,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export function notFoundIf<T>(value: T | undefined | null, message: string = messages.notFound): T {
  if (value === undefined || value === null) throw new HttpError(404, message, 'not_found');
  return value;
}
