import { type ReactNode, Suspense, useState } from 'react';

/**
 * A dialog whose code (React.lazy) loads on its first opening, not with the page, and
 * stays mounted afterwards so that it closes like any other dialog.
 */
export function LazyDialog({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
