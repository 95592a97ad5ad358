// The 'Audience' page's texts and constants. No zod here: the web app imports them.

/** A mix or a replay counts as listened once it has played this long in one page session. */
export const AUDIENCE_LISTENED_SECONDS = 30;

export const AUDIENCE_RANGES = ['24h', '7d', '30d'] as const;
export type AudienceRange = (typeof AUDIENCE_RANGES)[number];

/** How many earlier weeks a programme's figures are compared with. */
export const AUDIENCE_PREVIOUS_WEEKS = 4;

export const audienceMessages = {
  playInvalid: "L'écoute signalée est invalide (kind : mix ou replay, id, stage : started ou listened).",
  playItemNotFound: "Ce mix ou cette émission n'existe pas.",
  rangeInvalid: 'La période doit être 24h, 7d ou 30d.',
} as const;
