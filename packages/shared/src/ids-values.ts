// The shape of an id in a path or a form. No zod here: the web app's route parameters use it (client.ts).

/** A positive id, nine digits at most so it always fits a Postgres integer. */
export const ID_PATTERN = /^[1-9]\d{0,8}$/;

/** The id a path segment names, or null when it names none. */
export const parseId = (text: string): number | null => (ID_PATTERN.test(text) ? Number(text) : null);
