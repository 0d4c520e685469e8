// Cleanup that runs once, on success, on error and on Ctrl-C, and a hard time
// limit, so a benchmark never leaves a server or a cluster behind.

const cleanups = [];
let cleaning;

/** Registers `fn` to run at exit (last registered runs first). */
export function onCleanup(fn) {
  cleanups.push(fn);
}

/** Runs every registered cleanup once, newest first; errors are printed, not thrown. */
export function runCleanups() {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const fn = cleanups.pop();
      try {
        await fn();
      } catch (error) {
        console.error('cleanup failed:', error instanceof Error ? error.message : error);
      }
    }
  })();
  return cleaning;
}

/**
 * Runs `main` with cleanup on every way out and a hard limit of `limitSeconds`
 * (BENCH_LIMIT_SECONDS overrides it, for a seed or reads at 10M runs).
 *
 * @example runBenchmark('ingest', 600, async () => { ... })
 */
export function runBenchmark(name, defaultLimitSeconds, main) {
  const limitSeconds = envNumber('BENCH_LIMIT_SECONDS', defaultLimitSeconds);
  const stopWith = (code) => runCleanups().finally(() => process.exit(code));
  // `on`, not `once`: a second signal (timeout(1) forwards its own) must not kill the process mid-cleanup.
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.error(`\n${name}: ${signal} received, stopping`);
      stopWith(130);
    });
  }
  const limit = setTimeout(() => {
    stopping = true;
    console.error(`\n${name}: time limit of ${limitSeconds} s reached, stopping`);
    stopWith(2);
  }, limitSeconds * 1000);
  limit.unref();
  main().then(
    () => stopWith(0),
    (error) => {
      console.error(
        `\n${name} failed:`,
        error instanceof Error ? (error.stack ?? error.message) : error,
      );
      stopWith(1);
    },
  );
}

/** A number from the environment, or `fallback`. */
export function envNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value))
    throw new Error(`${name} must be a number (got ${JSON.stringify(raw)})`);
  return value;
}
