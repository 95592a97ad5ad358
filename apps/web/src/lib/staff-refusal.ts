import { ApiError, refusalOr, withReason } from './api-client.ts';

const isOffline = (error: unknown): error is ApiError => error instanceof ApiError && error.code === 'offline';

/**
 * What a staff form says when a write fails: offline, the clear French 'hors ligne' text (nothing
 * is queued); a refusal the server explains, its text; anything else, the screen's own text.
 */
export const staffRefusal = (error: unknown, fallback: string): string => (isOffline(error) ? error.message : refusalOr(error, fallback));

/** A toast's text: the spec's failure text, with the reason after it when there is one (offline too). */
export const staffFailure = (text: string, error: unknown): string => (isOffline(error) ? `${text} : ${error.message}` : withReason(text, error));
