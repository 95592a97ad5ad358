// Runs npm scripts one after another and times each: `npm test` is a list of named steps, so a
// slow run says which step took the time. Every step runs even after another failed (a lint error
// should not hide a failing test), except after a failed build, which every later step needs.
// The exit code is the first failure's. With PHASE_TIMES_FILE set (as .ci/run does), each step's
// time is appended to that file for the caller's summary; without it, the summary is printed here.
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const steps = process.argv.slice(2);
const timesFile = process.env.PHASE_TIMES_FILE;
const prefix = process.env.RUN_STEPS_PARENT ? `${process.env.RUN_STEPS_PARENT} › ` : '';
const results = [];
let exitCode = 0;

for (const step of steps) {
  if (exitCode !== 0 && results.some((result) => result.step === 'build' && result.code !== 0)) {
    results.push({ step, seconds: 0, code: null });
    continue;
  }
  const started = process.hrtime.bigint();
  const run = spawnSync('npm', ['run', step], { stdio: 'inherit', env: { ...process.env, RUN_STEPS_PARENT: `${prefix}${step}` } });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const code = run.status ?? 1;
  results.push({ step, seconds, code });
  if (timesFile) appendFileSync(timesFile, `${prefix}${step}\t${seconds.toFixed(1)}\t${code === 0 ? 'ok' : `failed (${code})`}\n`);
  if (code !== 0 && exitCode === 0) exitCode = code;
}

if (!timesFile && !process.env.RUN_STEPS_PARENT) {
  console.log('\n== time per step');
  for (const { step, seconds, code } of results) {
    const status = code === null ? 'skipped' : code === 0 ? 'ok' : `failed (${code})`;
    console.log(`${step.padEnd(28)} ${formatSeconds(seconds).padStart(8)}  ${status}`);
  }
  console.log(`${'total'.padEnd(28)} ${formatSeconds(results.reduce((sum, { seconds }) => sum + seconds, 0)).padStart(8)}`);
}
process.exit(exitCode);

function formatSeconds(seconds) {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes}m${String(Math.round(seconds % 60)).padStart(2, '0')}s` : `${seconds.toFixed(1)}s`;
}
