import { useCallback, useEffect, useState } from 'react';

/** The hero advances every 5 s. */
export const HERO_ADVANCE_MS = 5000;

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** Whether the listener asked their system for less motion (followed live). */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => typeof window !== 'undefined' && window.matchMedia?.(reducedMotionQuery).matches === true);
  useEffect(() => {
    const query = window.matchMedia?.(reducedMotionQuery);
    if (!query) return;
    const update = () => setReduced(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * Hero slider: a current index that advances every 5 s and wraps; arrows wrap; a dot
 * jumps. It waits while the listener interacts (`paused`), while the tab is hidden, and never
 * moves by itself for a listener who asked for reduced motion.
 */
export function useSlider(count: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const visible = usePageVisible();
  const current = count > 0 ? index % count : 0;

  const goTo = useCallback((next: number) => setIndex(count > 0 ? (next + count) % count : 0), [count]);
  const next = useCallback(() => setIndex((value) => (count > 0 ? (value + 1) % count : 0)), [count]);
  const previous = useCallback(() => setIndex((value) => (count > 0 ? (value - 1 + count) % count : 0)), [count]);

  const running = count > 1 && !paused && visible && !reducedMotion;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` restarts the full 5 s after any change of slide
  useEffect(() => {
    if (!running) return;
    // A timeout per slide: any change of slide (arrow, dot, swipe) restarts the full 5 s.
    const timer = window.setTimeout(next, HERO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [running, next, current]);

  return { index: current, goTo, next, previous, reducedMotion, running };
}
