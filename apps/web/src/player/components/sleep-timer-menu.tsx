import { Moon } from '../../ui/icons.tsx';
import { useEffect, useId, useRef, useState } from 'react';
import { cancelSleepTimer, formatRemaining, programmeEndsAt, SLEEP_MINUTES, type SleepChoice, startSleepTimer, useSleepTimer } from '../sleep-timer.ts';
import { usePlayerStore } from '../player-store.ts';

/** 'Minuteur' on the player bar: the choices, and the time left while one runs. Open at once after the first press, which loaded it. */
export function SleepTimerMenu({ initiallyOpen }: { initiallyOpen: boolean }) {
  const endsAt = useSleepTimer((state) => state.endsAt);
  const remainingMs = useSleepTimer((state) => state.remainingMs);
  // Re-rendered when the programme changes, so 'Fin de l'émission' is offered only when known.
  usePlayerStore((state) => state.nowPlaying?.programme?.ends_at);
  const [open, setOpen] = useState(initiallyOpen);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Opened by the press that loaded it: the focus stays on the button that was pressed (this one
  // replaced it).
  useEffect(() => {
    if (initiallyOpen) toggle.current?.focus();
  }, [initiallyOpen]);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  const choose = (choice: SleepChoice) => {
    startSleepTimer(choice);
    setOpen(false);
  };
  const running = endsAt !== null;
  const left = formatRemaining(remainingMs);
  return (
    <div className="sleep-timer" ref={root}>
      <button
        ref={toggle}
        type="button"
        className={`player-bar__skip sleep-timer__toggle ${running ? 'is-running' : ''}`}
        aria-label={running ? `Minuteur : ${left} restantes` : 'Minuteur'}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Moon size={18} aria-hidden="true" />
        {/* The time left, pinned on the button: the bar's text keeps its room on phones. */}
        {running && (
          <span className="sleep-timer__left" data-testid="sleep-timer-left" aria-hidden="true">
            {left}
          </span>
        )}
      </button>
      <div id={menuId} className="sleep-timer__menu" hidden={!open}>
        <p className="sleep-timer__title">Minuteur</p>
        {SLEEP_MINUTES.map((minutes) => (
          <button key={minutes} type="button" onClick={() => choose(minutes)}>
            {minutes} min
          </button>
        ))}
        <button type="button" disabled={programmeEndsAt() === null} onClick={() => choose('programme')}>
          Fin de l'émission
        </button>
        {running && (
          <button
            type="button"
            className="sleep-timer__cancel"
            onClick={() => {
              cancelSleepTimer();
              setOpen(false);
            }}
          >
            Annuler le minuteur
          </button>
        )}
      </div>
    </div>
  );
}
