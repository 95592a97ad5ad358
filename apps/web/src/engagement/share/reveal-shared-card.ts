import { anchorOfUrl } from '@station/shared/client';

const WAIT_FOR_CARD_MS = 8_000;
const HIGHLIGHT_MS = 3_000;
// The spec's card anchors; other #anchors (a page section) are the router's to scroll.
const CARD_ANCHOR = /^((nos|weekly)-mixes|latest-emissions)-\d+$|^\d+$/;

/** The card a shared link points at (its anchor), or null. */
export function sharedCardAnchor(pathname: string, searchStr: string, hash: string): string | null {
  const found = anchorOfUrl(pathname, searchStr, hash ? `#${hash}` : '');
  return found && CARD_ANCHOR.test(found) ? found : null;
}

/**
 * A shared link opens its page on the card (its anchor). Cards render after their list loads, so
 * this waits for the element, scrolls it to the middle and highlights it a moment. Returns the stop.
 */
export function revealSharedCard(anchor: string): () => void {
  let done = false;
  const reveal = () => {
    const card = document.getElementById(anchor);
    if (!card || done) return false;
    done = true;
    card.scrollIntoView({ block: 'center', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    card.classList.add('is-shared-target');
    window.setTimeout(() => card.classList.remove('is-shared-target'), HIGHLIGHT_MS);
    return true;
  };
  if (reveal()) return () => undefined;
  const observer = new MutationObserver(() => reveal() && observer.disconnect());
  observer.observe(document.body, { childList: true, subtree: true });
  const giveUp = window.setTimeout(() => observer.disconnect(), WAIT_FOR_CARD_MS);
  return () => {
    observer.disconnect();
    window.clearTimeout(giveUp);
  };
}
