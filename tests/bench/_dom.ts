import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
await page.goto(process.argv[2]!);
console.log(await page.evaluate(`(() => {
  const out = ['total ' + document.querySelectorAll('*').length + ', svg ' + document.querySelectorAll('svg').length + ', svg parts ' + document.querySelectorAll('svg *').length + ', img ' + document.querySelectorAll('img').length];
  function walk(el, depth) { for (const c of el.children) { const n = c.querySelectorAll('*').length; if (n > 60) { out.push('  '.repeat(depth) + c.tagName.toLowerCase() + '.' + String(c.className).split(' ')[0] + '#' + c.id + ' ' + n); if (depth < 5) walk(c, depth + 1); } } }
  walk(document.body, 0);
  return out.join('\\n');
})()`));
await browser.close();
