// `npm run bench titles`: the station chain (Icecast, Liquidsoap, Caddy, the app) with a real
// Chromium: how far the shown title is from the heard change (an analyser on the page's audio,
// songs of distinct tones) on the bar and the lock screen, how long after Icecast a title set at the
// live edge is shown, and the time to first audio. The figures are the chain tests' own lines.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const FIGURES = /^(title offsets|first audio|the new title shown)/;

export async function run() {
  console.log(`load average before: ${loadavg()[0]!.toFixed(2)}`);
  const result = spawnSync('npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts', '--project=chain', 'station-chain', 'icecast', '-g', 'title changes on the bar|titles change with the songs on HLS|new title reaches', '--reporter=list'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CI: '' },
  });
  const lines = `${result.stdout}\n${result.stderr}`.split('\n').map((line) => line.trim());
  for (const line of lines.filter((line) => FIGURES.test(line))) console.log(line);
  if (result.status !== 0) {
    console.log(lines.filter((line) => /✘|Error|Expected|Received/.test(line)).slice(0, 12).join('\n'));
    throw new Error('the chain tests behind these figures failed');
  }
}
