// Dedication limits. No zod here: the web app's first load imports this module (client.ts).
// spec 2 §3 Dedication, §5 rules, §9 limits. The sender account and programme_id are never read
// from the body: the session and the schedule decide (DECISIONS.md 3 and 13).
export const DEDICATION_MESSAGE_MAX = 500;

export const REJECTION_REASON_MAX = 200;
