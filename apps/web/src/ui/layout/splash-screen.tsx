import { SPLASH_MS } from '@station/shared/client';
import { useEffect, useState } from 'react';
import { LogoMark } from '../logo.tsx';

// Product choice: the splash greets a visitor once per browser session (tab), not on every reload
// or every installed-app resume within it; the e2e fixture sets the same flag to skip it.
export const SPLASH_SEEN_KEY = 'splashSeen';
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
    const delay = phase === 'shown' ? SPLASH_MS : FADE_MS;
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
  return phase;
}

export function SplashScreen({ leaving, stationName }: { leaving: boolean; stationName: string }) {
  return (
    <div className={`splash ${leaving ? 'is-leaving' : ''}`} data-testid="splash" role="status">
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
