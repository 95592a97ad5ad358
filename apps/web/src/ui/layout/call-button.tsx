import { Phone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { telHref } from './phone-link.ts';

/** Scrolled less than this from the last turn, the button stays as it is (a finger's jitter). */
const SCROLL_SLACK_PX = 12;

/**
 * Tucked away while the page scrolls down (the listener is reading: it covered the vote counts and
 * the cards' right edge), back as soon as it scrolls up or returns to the top.
 */
function useTuckedWhileScrollingDown() {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    let turn = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= 0) setTucked(false);
      else if (y > turn + SCROLL_SLACK_PX) setTucked(true);
      else if (y < turn - SCROLL_SLACK_PX) setTucked(false);
      else return;
      turn = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return tucked;
}

/** Floating on phones only: one tap dials the station. */
export function CallButton({ phone }: { phone: string }) {
  const tucked = useTuckedWhileScrollingDown();
  return (
    <a className={`call-button ${tucked ? 'is-tucked' : ''}`} href={telHref(phone)} aria-label="Appeler la radio">
      <Phone size={24} aria-hidden="true" />
    </a>
  );
}
