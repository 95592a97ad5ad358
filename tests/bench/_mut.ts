import { chromium } from 'playwright';
const url = process.argv[2]!;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text().slice(0, 300)); });
await page.addInitScript(() => {
  (window as any).__added = [];
  document.addEventListener('DOMContentLoaded', () => {
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) { const el = n as Element; (window as any).__added.push(`${(r.target as Element).className || (r.target as Element).tagName} <- ${el.nodeType === 1 ? el.tagName + '.' + el.className : '#text ' + (n.textContent ?? '').slice(0, 20)} (${el.nodeType === 1 ? el.querySelectorAll('*').length : 0})`); }
    }).observe(document.documentElement, { childList: true, subtree: true });
  });
});
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(3000);
const added: string[] = await page.evaluate(() => (window as any).__added);
console.log(added.length, 'additions');
const counts = new Map<string, number>(); for (const a of added) counts.set(a, (counts.get(a) ?? 0) + 1);
console.log([...counts].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([a, b]) => `${b}× ${a}`).join('\n'));
await browser.close();
