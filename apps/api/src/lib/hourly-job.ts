/** Runs `run` a minute after start (the app is up by then), then every hour; never keeps the process alive. Returns its stop. */
export function startHourlyJob(run: () => void): () => void {
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, 3_600_000);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
