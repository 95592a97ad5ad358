import { type MediaKind, mediaUrl } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** What a shared link's preview shows (the page head and Open Graph tags). */
export interface ShareHead {
  title: string;
  description: string;
  /** A path or an absolute URL; made absolute when written. */
  image: string | null;
}

const DESCRIPTION_MAX = 200;
const clip = (text: string | null | undefined) => {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_MAX ? `${flat.slice(0, DESCRIPTION_MAX - 1)}…` : flat;
};
const image = (kind: MediaKind, value: string | null) => mediaUrl(kind, value);
const idOf = (value: string | null | undefined) => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);

/**
 * The item a page URL names, for crawlers that run no JavaScript: /actualites/{id},
 * /actualites/concours/{id}, /talent/{id}, /mixes?mix={id}, /weekly-mixes?mix={id},
 * /emissions?emission={id} and a public /playlists/{id}. Null for any other page.
 */
export async function shareHeadFor(db: Kysely<Database>, url: URL): Promise<ShareHead | null> {
  const path = url.pathname.replace(/\/+$/, '');
  const article = /^\/actualites\/(?:concours\/)?(\d+)$/.exec(path);
  if (article) {
    const id = idOf(article[1]);
    const row = id && (await db.selectFrom('actualites').select(['title', 'description', 'img_url']).where('actualiteid', '=', id).executeTakeFirst());
    return row ? { title: row.title, description: clip(row.description), image: image('actualiteImage', row.img_url) } : null;
  }
  const talent = /^\/talent\/(\d+)$/.exec(path);
  if (talent) {
    const id = idOf(talent[1]);
    const row = id && (await db.selectFrom('talons').select(['nom_artiste', 'nom_complet', 'biographie', 'avatar_url']).where('talonid', '=', id).executeTakeFirst());
    return row ? { title: row.nom_artiste || row.nom_complet.split(' ')[0] || '', description: clip(row.biographie), image: row.avatar_url } : null;
  }
  const playlist = /^\/playlists\/(\d+)$/.exec(path);
  if (playlist) {
    const id = idOf(playlist[1]);
    // Private playlists stay private, even their title.
    const row = id && (await db.selectFrom('playlists').select(['title', 'description']).where('id', '=', id).where('is_public', '=', true).executeTakeFirst());
    return row ? { title: row.title, description: clip(row.description), image: null } : null;
  }
  if (path === '/mixes' || path === '/weekly-mixes') {
    const id = idOf(url.searchParams.get('mix'));
    const row = id && (await db.selectFrom('mixes').select(['titre', 'description', 'img_url']).where('mixid', '=', id).executeTakeFirst());
    return row ? { title: row.titre, description: clip(row.description), image: image('mixImage', row.img_url) } : null;
  }
  if (path === '/emissions') {
    const id = idOf(url.searchParams.get('emission'));
    const row = id && (await db.selectFrom('emissions').select(['title', 'description', 'img_url']).where('id', '=', id).executeTakeFirst());
    return row ? { title: row.title, description: clip(row.description), image: image('emissionImage', row.img_url) } : null;
  }
  return null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * The shell with the head filled: <title>, description, Open Graph and Twitter card. Every page
 * gets the station's defaults; an item's URL gets the item's own. Values are HTML-escaped.
 */
export function fillShellHead(shell: string, head: { title: string; description: string; image: string | null; url: string; siteName: string }, origin: string) {
  const absolute = (value: string) => (/^https?:\/\//.test(value) ? value : `${origin}${value.startsWith('/') ? '' : '/'}${value}`);
  const imageUrl = absolute(head.image ?? '/icons/icon-512.png');
  const meta = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', head.siteName],
    ['property', 'og:title', head.title],
    ['property', 'og:description', head.description],
    ['property', 'og:image', imageUrl],
    ['property', 'og:url', head.url],
    ['property', 'og:locale', 'fr_FR'],
    ['name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', head.title],
    ['name', 'twitter:description', head.description],
    ['name', 'twitter:image', imageUrl],
  ]
    .map(([attribute, name, content]) => `<meta ${attribute}="${name}" content="${escapeHtml(content ?? '')}" />`)
    .join('\n    ');
  return shell
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    // The splash the page paints before its script (index.html) names the station too.
    .replace(/(<p class="splash__name">)[^<]*(<\/p>)/, (_, open: string, close: string) => `${open}${escapeHtml(head.siteName)}${close}`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace('</head>', `    ${meta}\n  </head>`);
}

/** The description the shell already carries (the station's), kept for pages that are no item. */
const shellDescription = (shell: string) => /<meta name="description" content="([^"]*)" \/>/.exec(shell)?.[1]?.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&') ?? '';

/** `rendered`: the head of the page the server rendered, for pages that are no item. */
export async function renderShareShell(
  db: Kysely<Database>,
  shell: string,
  url: URL,
  origin: string,
  station: { name: string; tagline: string },
  rendered?: { title?: string; description?: string },
) {
  const item = await shareHeadFor(db, url).catch(() => null);
  const pageUrl = `${origin}${url.pathname}${url.search}`;
  const head = item
    ? { title: `${item.title} · ${station.name}`, description: item.description || shellDescription(shell), image: item.image }
    : { title: rendered?.title ?? `${station.name} · ${station.tagline}`, description: rendered?.description ?? shellDescription(shell), image: null };
  return fillShellHead(shell, { ...head, url: pageUrl, siteName: station.name }, origin);
}
