// Staff writes with files (multipart) and staff writes without (JSON): online only, never queued
// in the outbox (an admin edit replayed hours later could undo a colleague's). Files go through
// XMLHttpRequest because fetch cannot report upload progress.
import type { UploadKind } from '@station/shared';
import { UPLOAD_MAX_BYTES, uploadMessages } from '@station/shared/client';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError, refusalOr } from './api-client.ts';

export interface SendFormOptions {
  method?: 'POST' | 'PUT' | 'PATCH';
  /** 0 to 1 while the body goes up. */
  onProgress?: (fraction: number) => void;
}

/** Refuses before any request when the device is offline, with the French text the forms show. */
export function requireOnline(): void {
  if (!navigator.onLine) throw new ApiError(uploadMessages.offline, 0, 'offline');
}

/** The French refusal for a file the server would refuse for its size, or null. */
export function fileTooLarge(file: File | null | undefined, kind: UploadKind): string | null {
  if (!file || file.size <= UPLOAD_MAX_BYTES[kind]) return null;
  return kind === 'image' ? uploadMessages.imageTooLarge : uploadMessages.audioTooLarge;
}

/** Sends a FormData to the API and returns its JSON body; throws an ApiError with the server's text. */
export function sendForm<T>(path: string, form: FormData, { method = 'POST', onProgress }: SendFormOptions = {}): Promise<T> {
  requireOnline();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.responseType = 'json';
    if (onProgress) request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      const body = request.response as { error?: string; code?: string } | null;
      if (request.status >= 200 && request.status < 300) resolve(body as T);
      else reject(new ApiError(body?.error ?? uploadMessages.uploadInterrupted, request.status, body?.code));
    };
    request.onerror = () => reject(new ApiError(uploadMessages.uploadInterrupted, 0));
    request.send(form);
  });
}

/** A JSON write of the staff (DELETE, PUT, PATCH, POST) through fetch, online only. */
export async function sendJson<T>(path: string, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', body?: unknown): Promise<T> {
  requireOnline();
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(uploadMessages.uploadInterrupted, 0);
  }
  const parsed = (await response.json().catch(() => null)) as { error?: string; code?: string } | null;
  if (!response.ok) throw new ApiError(parsed?.error ?? `Erreur ${response.status}`, response.status, parsed?.code);
  return parsed as T;
}

/** What a staff form shows when a write fails: the offline notice, the server's refusal, else `fallback`. */
export const staffWriteFailure = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.code === 'offline' ? error.message : refusalOr(error, fallback);

/**
 * After a staff write, a public list must show it at once: its reads are cacheable for a few seconds
 * (`public, max-age`), so the browser's copy is replaced first (`cache: 'reload'`), then the query
 * refetches and reads the fresh copy.
 */
export async function refreshPublicList(queryClient: QueryClient, queryKey: QueryKey, path: string): Promise<void> {
  await fetch(path, { cache: 'reload' }).catch(() => undefined);
  await queryClient.invalidateQueries({ queryKey });
}
