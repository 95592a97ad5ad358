// The floating call button steps aside on its own (a class on the button, no re-render): started
// beside the page (beside-the-page.ts), so it costs a page's first load nothing.

/** Scrolled less than this from the last turn, the button stays as it is (a finger's jitter). */
const SCROLL_SLACK_PX = 12;

/** What the button must never sit on: a tap meant for it would dial the station instead. */
const PAGE_CONTROL = 'a[href], button, input, select, textarea, label, summary, [role="button"]';

/**
 * True when one of the page's controls lies where the button rests. Its resting place comes from
 * offsetLeft/Top, which ignore the transform that tucks it away.
 */
function restsOverAControl(button: HTMLElement) {
  const [left, top, width, height] = [button.offsetLeft, button.offsetTop, button.offsetWidth, button.offsetHeight];
  if (!width) return false;
  const points = [
    [left + width / 2, top + height / 2],
    [left + 6, top + 6],
    [left + width - 6, top + 6],
    [left + 6, top + height - 6],
    [left + width - 6, top + height - 6],
  ] as const;
  return points.some(([x, y]) =>
    document.elementsFromPoint(x, y).some((element) => !button.contains(element) && element.closest('.site-main, .site-footer') && element.closest(PAGE_CONTROL)),
  );
}

/**
 * Tucked away while the page scrolls down (the listener is reading: it covered the vote counts and
 * the cards' right edge), back as soon as it scrolls up or returns to the top; and tucked whenever
 * it would rest on one of the page's controls (a card's 'Approuver', a table's export button).
 */
export function tuckCallButtonWhenInTheWay() {
  let turn = window.scrollY;
  let scrollingDown = false;
  let frame = 0;
  const update = () => {
    frame = 0;
    const button = document.querySelector<HTMLElement>('.call-button');
    button?.classList.toggle('is-tucked', scrollingDown || restsOverAControl(button));
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  const onScroll = () => {
    const y = window.scrollY;
    if (y <= 0) scrollingDown = false;
    else if (y > turn + SCROLL_SLACK_PX) scrollingDown = true;
    else if (y < turn - SCROLL_SLACK_PX) scrollingDown = false;
    if (Math.abs(y - turn) > SCROLL_SLACK_PX || y <= 0) turn = y;
    schedule();
  };
  // A page's content arrives after the button, and navigation swaps it: a card loaded under it counts too.
  const main = document.getElementById('main');
  if (main) new ResizeObserver(schedule).observe(main);
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', schedule);
  schedule();
}
