// The live radio's timings and event names. No zod here: the web app's first load imports this module (client.ts).
/** A player on the live stream is counted while its last heartbeat is this recent. */
export const LISTENER_WINDOW_SECONDS = 60;

/** Players send a heartbeat this often: three chances inside the window before they drop out. */
export const LISTENER_HEARTBEAT_MS = 20_000;

/** What is on air is refreshed every 60 s (and at the programme's end). */
export const NOW_PLAYING_REFRESH_MS = 60_000;

/**
 * Server-Sent Events of GET /api/live/now-playing/events: a new title, the stream's return or a
 * new listener figure reaches players at once. Each event's data is the JSON of its GET route.
 */
export const NOW_PLAYING_EVENT = 'now-playing';

export const LISTENERS_EVENT = 'listeners';
