// The thin layer every engine implements, so a journey is written once and run in Chromium
// (Playwright), Firefox ESR (puppeteer-core over WebDriver BiDi) and WebKitGTK (classic WebDriver).
// Scripts only read the page and tag the element to act on; every click is the driver's own
// trusted input (autoplay and user-gesture rules depend on it).

export type EngineName = 'chromium' | 'firefox' | 'webkit';
export const ENGINE_NAMES: EngineName[] = ['chromium', 'firefox', 'webkit'];

/** Phone size, as the listeners use the app. */
export const PHONE = { width: 390, height: 844 };

export interface Driver {
  goto(url: string): Promise<void>;
  /** Runs `(${source})(...args)` in the page and returns its (awaited, JSON) result. */
  run<T>(source: string, args: unknown[]): Promise<T>;
  /** A trusted click on the first element matching `css` (scrolled into view by the driver). */
  click(css: string): Promise<void>;
  /** A trusted key press (`Home`, `ArrowRight`…) on the first element matching `css`, focused first. */
  press(css: string, key: 'Home' | 'End' | 'ArrowRight' | 'ArrowLeft'): Promise<void>;
  /** Trusted typing of `text` into the first element matching `css` (focused first). */
  type(css: string, text: string): Promise<void>;
  /**
   * Runs `source` (a function's text) in every document before the page's own scripts, where the
   * driver can (true); false where it cannot (classic WebDriver), and nothing is installed.
   */
  addInitScript(source: string): Promise<boolean>;
  back(): Promise<void>;
  reload(): Promise<void>;
  /** Errors the page logged since it was opened, when the driver can hear them (null: it cannot). */
  consoleErrors(): string[] | null;
  close(): Promise<void>;
}

export class Page {
  constructor(
    readonly engine: EngineName,
    readonly baseUrl: string,
    readonly driver: Driver,
  ) {}

  goto(path: string) {
    return this.driver.goto(new URL(path, this.baseUrl).href);
  }

  eval<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    return this.driver.run<T>(fn.toString(), args);
  }

  /** Waits until `fn` returns something truthy in the page; returns it. No fixed sleep. */
  async waitFor<T, A extends unknown[]>(label: string, fn: (...args: A) => T | Promise<T>, args: A = [] as unknown as A, timeout = 15_000): Promise<T> {
    const deadline = Date.now() + timeout;
    let last: unknown;
    for (;;) {
      try {
        const value = await this.eval(fn, ...args);
        if (value) return value;
        last = value;
      } catch (error) {
        last = error; // the page may be between two documents
      }
      if (Date.now() > deadline) throw new Error(`${this.engine}: timed out waiting for ${label} (last: ${String(last)})`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }

  /**
   * A trusted click on the visible element inside `scope` (CSS) whose accessible name or text is
   * exactly `name`, with a `selector` of candidates (buttons and links by default).
   */
  async clickNamed(scope: string, name: string, selector = 'button, a') {
    await this.waitFor(`"${name}" in ${scope}`, tagVisibleNamed, [scope, selector, name]).catch(async (error: Error) => {
      const seen = await this.eval(namesIn, scope, selector).catch(() => 'unreadable');
      throw new Error(`${error.message}; the page shows ${seen}`);
    });
    await this.driver.click('[data-engine-target]');
  }
}

/** In the page: tags the visible `selector` inside `scope` named `name`; true if found. */
function tagVisibleNamed(scope: string, selector: string, name: string): boolean {
  for (const old of document.querySelectorAll('[data-engine-target]')) old.removeAttribute('data-engine-target');
  const root = document.querySelector(scope);
  if (!root) return false;
  for (const element of root.querySelectorAll<HTMLElement>(selector)) {
    const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    const box = element.getBoundingClientRect();
    if (label === name && box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden') {
      // Centred, so a fixed bar (the player at the bottom) never covers it for the driver's click;
      // at once, not with the page's smooth scrolling, so it is not still moving when clicked.
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      element.setAttribute('data-engine-target', '');
      return true;
    }
  }
  return false;
}

/** In the page, for a failure's message: where it is and what `selector` in `scope` are named. */
function namesIn(scope: string, selector: string): string {
  const root = document.querySelector(scope);
  const names = root ? [...root.querySelectorAll<HTMLElement>(selector)].map((element) => {
    const box = element.getBoundingClientRect();
    return `${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim()} ${Math.round(box.width)}×${Math.round(box.height)}`;
  }) : [];
  return `${location.pathname} (${innerWidth}×${innerHeight}), ${scope} ${root ? 'present' : 'absent'}: ${JSON.stringify(names)}`;
}

export interface Journey {
  name: string;
  run(page: Page): Promise<void>;
}
