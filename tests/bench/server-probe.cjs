// Loaded into the server under test by `npm run bench listeners` (node --expose-gc --require):
// on SIGUSR2 it collects the garbage and writes the process's memory and its event loop's delay
// since the last sample to BENCH_PROBE_FILE. The heap after a full collection is what the open
// streams really hold; the RSS also holds garbage not yet collected and memory V8 keeps for later.
const { writeFileSync } = require('node:fs');
const { monitorEventLoopDelay } = require('node:perf_hooks');

const file = process.env.BENCH_PROBE_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  process.on('SIGUSR2', () => {
    const loop = { p50: delay.percentile(50) / 1e6, p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 };
    delay.reset();
    if (global.gc) {
      global.gc();
      global.gc();
    }
    // BENCH_HEAP_SNAPSHOT=1: a heap snapshot beside the figures, to see what the streams hold.
    if (process.env.BENCH_HEAP_SNAPSHOT) require('node:v8').writeHeapSnapshot(`${file}.${Date.now()}.heapsnapshot`);
    writeFileSync(file, JSON.stringify({ at: Date.now(), ...process.memoryUsage(), loop }));
  });
}
