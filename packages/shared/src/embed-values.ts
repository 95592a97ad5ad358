// The embeddable players: their paths and the <iframe> code partners copy. No zod.

export const EMBED_LIVE_PATH = '/embed/live';
export const embedMixPath = (mixId: number) => `/embed/mix/${mixId}`;
/** The players' height: one row (play, programme and title, the station's name). */
export const EMBED_HEIGHT = 90;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The <iframe> to paste on a partner's page. */
export function embedCode(origin: string, path: string, title: string): string {
  return `<iframe src="${escapeAttribute(`${origin}${path}`)}" title="${escapeAttribute(title)}" width="100%" height="${EMBED_HEIGHT}" style="border:0;max-width:560px" allow="autoplay" loading="lazy"></iframe>`;
}
