// 'Suivre' texts. No zod here: the web app's first load imports this module (client.ts).
export const followMessages = {
  programmeInvalid: 'Programme invalide',
  programmeNotFound: 'Programme introuvable',
  subscriptionInvalid: 'Abonnement aux notifications invalide',
  followed: 'Programme suivi',
  unfollowed: 'Vous ne suivez plus ce programme',
  reminderOn: 'Rappel activé : une notification 10 minutes avant le début',
  reminderOff: 'Rappel désactivé',
  reminderRefused: 'Les notifications sont bloquées pour ce site : autorisez-les dans les réglages du navigateur.',
  reminderFailed: "Le rappel n'a pas pu être activé",
  followFailed: "Le suivi n'a pas pu être enregistré",
} as const;

/** The subscribed calendars, made from the live schedule ('all': the whole week). */
export const calendarFeedPath = (programmeId: number | 'all') => (programmeId === 'all' ? '/programme.ics' : `/programme/${programmeId}.ics`);

/** webcal:// opens the system's calendar app, which subscribes (and refreshes) rather than imports. */
export const webcalUrl = (origin: string, path: string) => `${origin.replace(/^https?:\/\//, 'webcal://')}${path}`;

/** Google Calendar does not open webcal links: its own 'add by URL' page takes the feed. */
export const googleCalendarUrl = (feedUrl: string) => `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(feedUrl)}`;
