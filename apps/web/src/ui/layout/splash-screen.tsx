import { SPLASH_MS } from '@station/shared/client';
import { useEffect, useState } from 'react';
import { useHydrated } from '../../ssr/hydration.ts';
import { LogoMark } from '../logo.tsx';

// Product choice: the splash greets a visitor once per browser session (tab), not on every reload
// or every installed-app resume within it; the e2e fixture sets the same flag to skip it.
export const SPLASH_SEEN_KEY = 'splashSeen';
/** The id of the splash index.html paints before the script arrives. */
const PAGE_SPLASH_ID = 'static-splash';

/** The page's splash gives way: to the app's splash, or to the error page when the app could not render. */
export const removePageSplash = () => document.getElementById(PAGE_SPLASH_ID)?.remove();
const FADE_MS = 350;

type SplashPhase = 'shown' | 'leaving' | 'gone';

function alreadySeen() {
  try {
    return sessionStorage.getItem(SPLASH_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

/** 'shown' for 2 s (spec 1 §9), then a short fade, then 'gone'. */
export function useSplashPhase(): SplashPhase {
  const [phase, setPhase] = useState<SplashPhase>(() => (alreadySeen() ? 'gone' : 'shown'));
  useEffect(() => {
    if (phase === 'gone') return;
    // 2 s from the moment the visitor opened the app (the page paints the splash itself, index.html),
    // not from this component's mount: a slow network does not lengthen the wait.
    const delay = phase === 'shown' ? Math.max(0, SPLASH_MS - performance.now()) : FADE_MS;
    const timer = window.setTimeout(() => {
      if (phase === 'shown') {
        try {
          sessionStorage.setItem(SPLASH_SEEN_KEY, '1');
        } catch {
          // Storage refused: the splash simply shows again next time.
        }
      }
      setPhase(phase === 'shown' ? 'leaving' : 'gone');
    }, delay);
    return () => window.clearTimeout(timer);
  }, [phase]);
  // The server's HTML is everyone's (issue 21): the page's own splash covers until the browser has taken over.
  return useHydrated() ? phase : 'gone';
}

/** Painted by index.html before the script arrived: this splash continues it (no second pop-in). */
const continuesPageSplash = typeof document !== 'undefined' && document.getElementById(PAGE_SPLASH_ID) !== null;

export function SplashScreen({ leaving, stationName }: { leaving: boolean; stationName: string }) {
  useEffect(removePageSplash, []);
  return (
    <div className={`splash ${leaving ? 'is-leaving' : ''} ${continuesPageSplash ? 'is-continued' : ''}`} data-testid="splash" role="status">
      <div className="splash__glow" aria-hidden="true" />
      <LogoMark size={96} />
      <p className="splash__name">{stationName}</p>
      <p className="splash__tagline">Rien que du live.</p>
      <div className="equalizer" aria-hidden="true">
        <span />
        <span />
        <span />
        <span />
        <span />
      </div>
      <p className="splash__loading">Chargement de votre expérience radio...</p>
    </div>
  );
}
