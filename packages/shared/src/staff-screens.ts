// The staff screens whose data comes with their HTML: for a signed-in admin, the server reads what
// the screen shows (in process, with the request's own cookie) and writes it into the page it sends,
// as the browser's query cache would hold it. The screen then shows its figures as soon as its code
// has come, without first asking who is signed in and then reading its data (two round trips after
// the scripts, 1.5–2.5 s on the bench). Never kept nor shared: the page is that admin's alone.

export interface StaffScreenRead {
  /** The browser's query key of that data (the screen's queryOptions). */
  queryKey: readonly string[];
  /** The API read that answers it. */
  read: string;
}

/** The session's read, first in each list: the route's guard reads it before the screen renders. */
const SESSION_READ: StaffScreenRead = { queryKey: ['session'], read: '/api/auth/me' };

/** Path → the reads its first screen shows (the default range of 'Audience'). */
export const STAFF_SCREEN_READS: Readonly<Record<string, readonly StaffScreenRead[]>> = {
  '/admin-panel/audience': [SESSION_READ, { queryKey: ['account', 'audience', '24h'], read: '/api/audience?range=24h' }],
  '/admin-panel/courriels': [SESSION_READ, { queryKey: ['account', 'mails'], read: '/api/mails' }],
};

/** The id of the `<script type="application/json">` block that carries them. */
export const STAFF_STATE_ID = 'staff-state';
