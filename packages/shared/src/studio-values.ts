// Going live from the app ('Prendre l'antenne'): the harbor's one-use pass and its texts. No zod here.

/** A pass to the harbor lasts a minute: long enough to connect, too short to be worth stealing. */
export const STUDIO_PASS_TTL_MS = 60_000;

/** Where the browser studio reaches Liquidsoap's harbor, on the station's own origin (Caddy). */
export const STUDIO_WEBSOCKET_PATH = '/radio/studio';

export const studioMessages = {
  passRefused: 'Accès au studio refusé : pass inconnu, expiré ou déjà utilisé. Demandez-en un nouveau.',
  harborCheckInvalid: 'Vérification du studio invalide : un pass (texte) est attendu.',
};

/** POST /api/studio/pass: what the studio page sends the harbor (in its hello, never in an address). */
export interface StudioPass {
  pass: string;
  expires_at: string;
  websocket_path: string;
}
