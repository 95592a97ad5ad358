import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2]!;
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const lhr = r!.lhr;
const a = (id: string) => lhr.audits[id]!;
console.log('perf', lhr.categories.performance!.score, 'FCP', a('first-contentful-paint').numericValue, 'LCP', a('largest-contentful-paint').numericValue, 'TBT', a('total-blocking-time').numericValue, 'CLS', a('cumulative-layout-shift').numericValue);
for (const id of ['long-tasks', 'bootup-time', 'mainthread-work-breakdown', 'layout-shifts', 'largest-contentful-paint-element', 'render-blocking-resources', 'lcp-phases', 'render-blocking-insight', 'lcp-breakdown-insight']) {
  const au = lhr.audits[id]; if (!au) continue;
  console.log('==', id, au.displayValue ?? '');
  const items = (au.details as any)?.items ?? [];
  for (const it of items.slice(0, 12)) console.log(JSON.stringify(it).slice(0, 300));
}
chrome.kill();
