// Dedication limits. No zod here: the web app's first load imports this module (client.ts).
// Dedication, its rules and limits. The sender account and programme_id are never read
// from the body: the session and the schedule decide.
export const DEDICATION_MESSAGE_MAX = 500;

export const REJECTION_REASON_MAX = 200;
