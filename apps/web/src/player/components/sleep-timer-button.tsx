import { lazy, Suspense, useState } from 'react';
import { Moon } from '../../ui/icons.tsx';

// The timer's menu and clock load at the first press, not with the page: the bar is on every page's
// first load and most listeners never set a timer. Loaded once, the menu stays (a timer runs in it).
const SleepTimerMenu = lazy(() => import('./sleep-timer-menu.tsx').then((module) => ({ default: module.SleepTimerMenu })));

/** 'Minuteur' on the player bar, before its first press: the same button, with nothing behind it yet. */
export function SleepTimerButton() {
  const [pressed, setPressed] = useState(false);
  const button = (
    <div className="sleep-timer">
      <button type="button" className="player-bar__skip sleep-timer__toggle" aria-label="Minuteur" aria-expanded={false} onClick={() => setPressed(true)}>
        <Moon size={18} aria-hidden="true" />
      </button>
    </div>
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <SleepTimerMenu />
    </Suspense>
  );
}
