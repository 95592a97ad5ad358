// The one way the web app talks to the API: Hono's typed client over the API's own route types
// (type-only import: no server code reaches the bundle), plus a reader that turns the API's
// `{ error }` answers into thrown errors carrying the server's French text.
import type { AppType } from '@station/api/src/app.ts';
import { shellMessages } from '@station/shared/client';
import { type ClientResponse, hc } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import { offlineFetch } from '../offline/offline-fetch.ts';

let apiFetch: typeof fetch = offlineFetch;

/** The server's renderer reads the API in process: it swaps the browser's fetch for its own. */
export function setApiFetch(fetcher: typeof fetch) {
  apiFetch = fetcher;
}

// Content lists read through offlineFetch are kept in IndexedDB and served from it offline.
export const api = hc<AppType>('/api', { fetch: (input: RequestInfo | URL, init?: RequestInit) => apiFetch(input, init) });

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type SuccessBody<R> = R extends ClientResponse<infer T, infer S, 'json'> ? (S extends SuccessStatusCode ? T : never) : never;

/** Awaits an `api` call and returns its JSON body; throws an ApiError with the server's message otherwise. */
export async function readJson<R extends ClientResponse<unknown, number, string>>(request: Promise<R>): Promise<SuccessBody<R>> {
  let response: R;
  try {
    response = await request;
  } catch {
    // Offline or server down: fetch itself rejected.
    throw new ApiError(shellMessages.serverConnection, 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = body as { error?: unknown; code?: unknown } | undefined;
    throw new ApiError(
      typeof error?.error === 'string' ? error.error : shellMessages.serverConnection,
      response.status,
      typeof error?.code === 'string' ? error.code : undefined,
    );
  }
  return body as SuccessBody<R>;
}

/** A refusal the server explains (4xx: invalid field, email taken…), not a crash or a lost network. */
const isExplainedRefusal = (error: unknown): error is ApiError => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** The spec's pattern: 'the server's error text, else <the screen's own text>' (a 500 or no network). */
export const refusalOr = (error: unknown, fallback: string): string => (isExplainedRefusal(error) ? error.message : fallback);

/** The screen's own text, with the server's reason after it when the server explained a refusal. */
export const withReason = (text: string, error: unknown): string => (isExplainedRefusal(error) ? `${text} : ${error.message}` : text);
