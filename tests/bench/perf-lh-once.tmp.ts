import * as chromeLauncher from 'chrome-launcher';
import { measure } from './lighthouse.bench.ts';
import { startServer } from '../support/start-server.ts';
const server = await startServer(3425);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
try {
  for (const route of ['/', '/programme-calendrier']) {
    const load = (await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').trim();
    const f = await measure(server.url + route, chrome.port);
    console.log(route, JSON.stringify({ ...f, fcp: Math.round(f.fcp), lcp: Math.round(f.lcp), tbt: Math.round(f.tbt) }), 'load', load);
  }
} finally { chrome.kill(); await server.stop(); }
