// Inclusive time per function (by source position), top-level tasks only, to see what the long tasks hold.
import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
const url = process.argv[2]!;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(4000);
const { profile } = await cdp.send('Profiler.stop');
const nodes = new Map(profile.nodes.map((n: any) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes as any[]) for (const c of n.children ?? []) parent.set(c, n.id);
const selfT = new Map<number, number>();
profile.samples!.forEach((id: number, i: number) => selfT.set(id, (selfT.get(id) ?? 0) + (profile.timeDeltas![i] ?? 0)));
const maps = new Map<string, TraceMap>();
const name = (cf: any) => {
  const file = String(cf.url).split('/').pop()!;
  if (!file.endsWith('.js')) return `${cf.functionName || '(anon)'} ${file}`;
  let m = maps.get(file);
  if (!m) { try { m = new TraceMap(readFileSync(`apps/web/dist/assets/${file}.map`, 'utf8')); maps.set(file, m); } catch { return `${cf.functionName} ${file}`; } }
  const o = originalPositionFor(m, { line: cf.lineNumber + 1, column: cf.columnNumber });
  return `${o.name ?? cf.functionName ?? '?'} ${String(o.source).replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${o.line}`;
};
const incl = new Map<string, number>();
for (const [id, us] of selfT) {
  const chain: string[] = [];
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) chain.push(name((nodes.get(cur) as any).callFrame));
  if (process.env.UNDER && !chain.some((k) => k.startsWith(process.env.UNDER!))) continue;
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const n: any = nodes.get(cur); const k = name(n.callFrame);
    if (seen.has(k)) continue; seen.add(k); incl.set(k, (incl.get(k) ?? 0) + us);
  }
}
console.log([...incl].filter(([k]) => !k.startsWith('(')).sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 45)).map(([k, v]) => `${(v / 1000).toFixed(0).padStart(6)} ms ${k}`).join('\n'));
await browser.close();
