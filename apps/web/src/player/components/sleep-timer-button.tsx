import { useState } from 'react';
import { loadChunk } from '../../lib/load-chunk.ts';
import { Moon } from '../../ui/icons.tsx';

type Menu = typeof import('./sleep-timer-menu.tsx').SleepTimerMenu;

// The timer's menu and clock load at the first press, not with the page: the bar is on every page's
// first load and most listeners never set a timer. Loaded once, the menu stays (it shows the time left).
let loadedMenu: Menu | null = null;

/** 'Minuteur' on the player bar; before its first press, the same button with nothing behind it yet. */
export function SleepTimerButton() {
  const [menu, setMenu] = useState<{ Menu: Menu; open: boolean } | null>(() => (loadedMenu ? { Menu: loadedMenu, open: false } : null));
  if (menu) return <menu.Menu initiallyOpen={menu.open} />;
  const press = () =>
    loadChunk(
      () => import('./sleep-timer-menu.tsx'),
      ({ SleepTimerMenu }) => {
        loadedMenu = SleepTimerMenu;
        setMenu({ Menu: SleepTimerMenu, open: true });
      },
    );
  return (
    <div className="sleep-timer">
      <button type="button" className="player-bar__skip sleep-timer__toggle" aria-label="Minuteur" aria-expanded={false} onClick={press}>
        <Moon size={18} aria-hidden="true" />
      </button>
    </div>
  );
}
