// 'Share': the links a share dialog gives out, one per item, that both a crawler (which
// sees the path and the query string, never the #anchor) and the web app understand. The app maps
// `?mix=` / `?emission=` to the spec's card anchors and scrolls to the card;
// the server fills the page head and Open Graph tags for the same URL (docs/decisions/072-share-links-and-previews.md).
export type ShareTarget =
  | { kind: 'mix'; id: number; weekly?: boolean }
  | { kind: 'emission'; id: number }
  | { kind: 'actualite'; id: number; contest?: boolean }
  | { kind: 'talent'; id: number }
  | { kind: 'playlist'; id: number };

/** The share links' anchors: #nos-mixes-{mixid}, #weekly-mixes-{mixid}, #{id} on /emissions. */
export function shareAnchor(target: ShareTarget): string | null {
  if (target.kind === 'mix') return `${target.weekly ? 'weekly-mixes' : 'nos-mixes'}-${target.id}`;
  if (target.kind === 'emission') return String(target.id);
  return null;
}

/** The path (with query and anchor) of an item's share link. */
export function sharePath(target: ShareTarget): string {
  switch (target.kind) {
    case 'mix':
      return `${target.weekly ? '/weekly-mixes' : '/mixes'}?mix=${target.id}#${shareAnchor(target)}`;
    case 'emission':
      return `/emissions?emission=${target.id}#${target.id}`;
    case 'actualite':
      return target.contest ? `/actualites/concours/${target.id}` : `/actualites/${target.id}`;
    case 'talent':
      return `/talent/${target.id}`;
    case 'playlist':
      return `/playlists/${target.id}`;
  }
}

/** The anchor a shared URL points at: its #hash, else the card named by `?mix=` / `?emission=`. */
export function anchorOfUrl(pathname: string, search: string, hash: string): string | null {
  if (hash.length > 1) return decodeURIComponent(hash.slice(1));
  const params = new URLSearchParams(search);
  const mix = params.get('mix');
  if (mix && /^\d+$/.test(mix)) return shareAnchor({ kind: 'mix', id: Number(mix), weekly: pathname === '/weekly-mixes' });
  const emission = params.get('emission');
  if (emission && /^\d+$/.test(emission) && pathname === '/emissions') return emission;
  return null;
}

export const shareMessages = {
  linkCopied: 'Lien copié dans le presse-papier!',
  copyFailed: 'Impossible de copier le lien. Copiez-le depuis le champ ci-dessus.',
  codeCopied: 'Code copié dans le presse-papier!',
} as const;
