import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const base = process.argv[2]!;
const routes = process.argv.slice(3);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
for (const route of routes) {
  const r = await lighthouse(base + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r!.lhr.audits; if (r!.lhr.runtimeError) console.log('runtime error', r!.lhr.runtimeError, r!.lhr.runWarnings);
  console.log(`== ${route} perf ${Math.round(r!.lhr.categories.performance!.score! * 100)} FCP ${a['first-contentful-paint']!.numericValue?.toFixed(0)} LCP ${a['largest-contentful-paint']!.numericValue?.toFixed(0)} TBT ${a['total-blocking-time']!.numericValue?.toFixed(0)} SI ${a['speed-index']!.numericValue?.toFixed(0)}`);
  const items = (id: string) => ((a[id]!.details as any)?.items ?? []) as any[];
  console.log('mainthread:', items('mainthread-work-breakdown').map((i) => `${i.groupLabel} ${i.duration.toFixed(0)}`).join(', '));
  console.log('bootup:', items('bootup-time').slice(0, 8).map((i) => `${String(i.url).slice(-40)} total ${i.total.toFixed(0)} script ${i.scripting.toFixed(0)} parse ${i.scriptParseCompile.toFixed(0)}`).join('\n  '));
  console.log('long tasks:', items('long-tasks').slice(0, 12).map((i) => `${String(i.url).slice(-30)} @${i.startTime.toFixed(0)} ${i.duration.toFixed(0)}ms`).join('\n  '));
  console.log('lcp el:', JSON.stringify(items('largest-contentful-paint-element')[0]?.items?.[0]?.node?.snippet ?? '').slice(0, 200));
  console.log('render-blocking:', items('render-blocking-resources').map((i) => `${String(i.url).slice(-40)} ${i.wastedMs}`).join(', '));
  console.log('metrics:', JSON.stringify(items('metrics')[0]).slice(0, 600));
  for (const q of items('network-requests').slice(0, 40)) console.log(`   ${String(q.url).slice(-50).padEnd(50)} ${q.priority ?? ''} ${q.resourceType} ${q.networkRequestTime?.toFixed(0)}→${q.networkEndTime?.toFixed(0)} ${q.transferSize}B`);
  console.log('lcp phases:', JSON.stringify(items('largest-contentful-paint-element')[1]?.items ?? []).slice(0, 400));
}
await chrome.kill();
