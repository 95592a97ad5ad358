// After a deploy or an outage, a page whose now-playing stream is refused (502/503 from
// the proxy, a replica starting) tries again by itself after a jittered, growing delay. The browser's
// EventSource alone gives up for good on a refused stream; the page must not.
import { expect, test } from './fixtures.ts';

test('a refused now-playing stream is asked again after a growing, jittered delay, then followed', async ({ page }) => {
  test.setTimeout(60_000);
  const asked: number[] = [];
  await page.route('**/api/live/now-playing/events*', async (route) => {
    asked.push(Date.now());
    // The first two attempts meet a proxy with no replica ready; then the app answers.
    if (asked.length <= 2) await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service indisponible"}' });
    else await route.fallback();
  });
  const opened = page.waitForResponse((response) => response.url().includes('/api/live/now-playing/events') && response.status() === 200, { timeout: 45_000 });
  await page.goto('/');
  const response = await opened;
  expect(response.headers()['content-type']).toContain('text/event-stream');
  expect(asked.length).toBe(3);
  // Each retry waited at least half of its backoff step (1 s, then 2 s: "equal jitter", backoff.ts).
  expect(asked[1]! - asked[0]!).toBeGreaterThanOrEqual(500);
  expect(asked[2]! - asked[1]!).toBeGreaterThanOrEqual(1_000);
});
