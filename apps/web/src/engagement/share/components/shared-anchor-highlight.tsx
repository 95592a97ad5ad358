import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import '../../engagement.css';

/**
 * A shared link opens its page on its card (reveal-shared-card.ts). That code loads only when the
 * address carries a query or an anchor: most pages are opened without one.
 */
export function SharedAnchorHighlight() {
  const { pathname, searchStr, hash } = useRouterState({ select: (state) => state.location });
  // The card revealed last: another change of the address that points at the same card (a filter
  // added beside ?mix=12) does not scroll to it again.
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    if (!hash && !searchStr) {
      revealed.current = null;
      return;
    }
    let left = false;
    let stop: (() => void) | undefined;
    import('../reveal-shared-card.ts').then(
      ({ revealSharedCard, sharedCardAnchor }) => {
        const anchor = sharedCardAnchor(pathname, searchStr, hash);
        if (left || anchor === revealed.current) return;
        revealed.current = anchor;
        if (anchor) stop = revealSharedCard(anchor);
      },
      () => undefined,
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [pathname, searchStr, hash]);
  return null;
}
