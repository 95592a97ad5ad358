// What covered what on a phone: the player bar's title cut short, keyboard focus landing under the
// fixed player bar, the floating call button resting on a card's controls, and a success toast
// taking the tap meant for the button under it.
import { type Locator, type Page, expect } from '@playwright/test';
import { messages } from '@station/shared';
import { ADMIN, DEMO_PASSWORD } from './account-helpers.ts';
import { test } from './fixtures.ts';
import { playerBar } from './player-helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function signIn(page: Page, baseURL: string, email: string, password: string) {
  const response = await page.request.post('/api/auth/login', { data: { email, password }, headers: { Origin: baseURL } });
  expect(response.status()).toBe(200);
}

/** True when the element shows its whole text: nothing cut on the right, no line clamped away. */
const shownWhole = (text: Locator) => text.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight);

test("the phone's player bar shows its title and subtitle whole, beside the played-titles and timer buttons", async ({ page }) => {
  await page.goto('/');
  const bar = playerBar(page);
  await expect(bar.getByRole('button', { name: 'Titres diffusés' })).toBeVisible();
  await expect(bar.getByRole('button', { name: /Minuteur/ })).toBeVisible();
  const title = bar.getByTestId('player-title');
  const subtitle = bar.getByTestId('player-subtitle');
  await expect(subtitle).toHaveText('Radio en pause');
  expect(await shownWhole(title), `titre coupé : « ${await title.textContent()} »`).toBe(true);
  expect(await shownWhole(subtitle), 'sous-titre coupé').toBe(true);
  // And inside the screen, between the play button and the tools.
  const box = (await title.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});

test('every control reached with the keyboard stops above the player bar', async ({ page }) => {
  await page.goto('/programme-calendrier');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const barTop = (await playerBar(page).boundingBox())!.y;
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const covered: string[] = [];
  // Tab from the top of the page to the footer's last control.
  for (let step = 0; step < 400; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const box = element.getBoundingClientRect();
      const inPage = !!element.closest('.site-main, .site-footer');
      return { inPage, bottom: box.bottom, label: `${element.localName} « ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)} »`, inBar: !!element.closest('.player-bar') };
    });
    if (!focused || focused.inBar) break;
    if (focused.inPage && focused.bottom > barTop + 0.5) covered.push(`${focused.label} (bas à ${Math.round(focused.bottom)} px, lecteur à ${Math.round(barTop)} px)`);
  }
  expect(covered, covered.join('\n')).toEqual([]);
});

/**
 * Brings the control where the call button rests, arriving from below (the page scrolls up: the
 * button is not stepping aside for a downward scroll), and says whether the button still covers it.
 */
async function callButtonCovers(page: Page, control: Locator) {
  const restY = await page.locator('.call-button').evaluate((button: HTMLElement) => button.offsetTop + button.offsetHeight / 2);
  const target = await control.evaluate((element, y) => {
    const box = element.getBoundingClientRect();
    return window.scrollY + box.top + box.height / 2 - y;
  }, restY);
  // Two scrolls in frames of their own, so that the page sees the second one go up.
  const scrollTo = (y: number) =>
    page.evaluate((top) => new Promise<number>((resolve) => {
      window.scrollTo(0, top);
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY)));
    }), y);
  await scrollTo(target + 200);
  const placed = Math.abs((await scrollTo(target)) - target) < 2;
  if (!placed) return false;
  const handles = [await page.locator('.call-button').elementHandle(), await control.elementHandle()] as const;
  const overlaps = () =>
    page.evaluate(
      ([button, target]) => {
        const a = (button as HTMLElement).getBoundingClientRect();
        const b = (target as HTMLElement).getBoundingClientRect();
        const shown = Number(getComputedStyle(button as HTMLElement).opacity) > 0.05;
        return shown && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      },
      handles,
    );
  // The button slides away in a quarter of a second: wait for it, or for the end of the wait.
  return expect.poll(overlaps, { timeout: 2_000 }).toBe(false).then(() => false, () => true);
}

for (const where of [
  { path: '/moderation', who: { email: 'sophie.laurent@example.org', password: DEMO_PASSWORD }, ready: 'Approuver' },
  { path: '/admin-panel/audience', who: ADMIN, ready: '7 jours' },
]) {
  test(`the floating call button never rests on a control of ${where.path}`, async ({ page, baseURL }) => {
    await signIn(page, baseURL!, where.who.email, where.who.password);
    await page.goto(where.path);
    await expect(page.getByRole('button', { name: where.ready }).first()).toBeVisible();
    const call = page.getByRole('link', { name: 'Appeler la radio' });
    await expect(call).toBeVisible();
    const [left, right] = await call.evaluate((button: HTMLElement) => [button.offsetLeft, button.offsetLeft + button.offsetWidth]);
    // The page's controls (cards, charts, the footer's form) in the button's column.
    const controls = page.locator('.site-main, .site-footer').locator('a[href], button, input, select, textarea');
    const inColumn: Locator[] = [];
    for (const control of await controls.all()) {
      const box = await control.boundingBox();
      if (box && box.width > 0 && box.x < right && box.x + box.width > left) inColumn.push(control);
    }
    expect(inColumn.length).toBeGreaterThan(0);
    const covered: string[] = [];
    for (const control of inColumn) {
      if (await callButtonCovers(page, control)) covered.push(await control.evaluate((element) => element.outerHTML.slice(0, 80)));
    }
    expect(covered, covered.join('\n')).toEqual([]);
  });
}

test("a success toast never takes the tap meant for the button under it", async ({ page, baseURL }) => {
  await signIn(page, baseURL!, 'lea.martin@example.org', DEMO_PASSWORD);
  await page.goto('/profile');
  const info = page.getByRole('region', { name: 'Informations Personnelles' });
  await info.getByRole('button', { name: 'Modifier' }).click();
  // Saved from the keyboard: the tap under test is the next one.
  await info.getByRole('textbox', { name: 'Prénom' }).press('Enter');
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: messages.profileUpdated });
  await expect(toast).toBeVisible();

  // The password card's 'Modifier' scrolled right under the toast once it has come to rest, then
  // tapped where it is seen.
  const passwordCard = page.getByRole('region', { name: 'Changer le mot de passe' });
  const modify = passwordCard.getByRole('button', { name: 'Modifier' });
  let toastBox = (await toast.boundingBox())!;
  await expect
    .poll(async () => {
      const previous = toastBox;
      toastBox = (await toast.boundingBox())!;
      return previous.y === toastBox.y && previous.x === toastBox.x;
    })
    .toBe(true);
  // At once, not smoothly: the button is measured where it will be when tapped.
  await modify.evaluate(
    (button, y) => window.scrollBy({ top: button.getBoundingClientRect().top + button.getBoundingClientRect().height / 2 - y, behavior: 'instant' }),
    toastBox.y + toastBox.height / 2,
  );
  const buttonBox = (await modify.boundingBox())!;
  const center = { x: buttonBox.x + buttonBox.width / 2, y: buttonBox.y + buttonBox.height / 2 };
  // The toast is there, over the button's centre, when the tap comes...
  const toastNow = (await toast.boundingBox())!;
  expect(center.y).toBeGreaterThan(toastNow.y);
  expect(center.y).toBeLessThan(toastNow.y + toastNow.height);
  expect(center.x).toBeGreaterThan(toastNow.x);
  expect(center.x).toBeLessThan(toastNow.x + toastNow.width);
  // ...and a tap there reaches the button, not the toast.
  expect(await modify.evaluate((button, point) => button.contains(document.elementFromPoint(point.x, point.y)), center)).toBe(true);
  await page.touchscreen.tap(center.x, center.y);
  await expect(passwordCard.getByRole('textbox', { name: 'Mot de passe actuel' })).toBeVisible();
});
