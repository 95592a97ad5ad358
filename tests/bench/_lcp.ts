import { chromium } from 'playwright';
const url = process.argv[2]!;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
if (process.env.NOSPLASH) await page.addInitScript('globalThis.NOSPLASH = 1');
await page.addInitScript(() => {
  (window as any).__lcp = []; if ((globalThis as any).NOSPLASH) sessionStorage.setItem('splashSeen', '1');
  new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__lcp.push(`${e.startTime.toFixed(0)} ${e.size} ${e.element?.tagName}.${e.element?.className} ${e.url ?? ''}`); }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__lcp.push(`paint ${e.name} ${e.startTime.toFixed(0)}`); }).observe({ type: 'paint', buffered: true });
});
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(4000);
console.log((await page.evaluate(() => (window as any).__lcp)).join('\n'));
await browser.close();
