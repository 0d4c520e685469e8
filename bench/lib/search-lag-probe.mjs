// How far the search index trails ingestion: `GET /v1/runs/search-status` polled while the load
// runs (the oldest un-indexed run's wait is an upper bound on every run's), then until caught up.
import { getJson } from './api.mjs';

/** Polls every `everyMs` until `stop()` is called; `samples` are the lags seen, in seconds. */
export function probeSearchLag(url, token, projectId, everyMs = 500) {
  const samples = [];
  let failures = 0;
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      try {
        const status = await getJson(url, `/v1/runs/search-status?projectId=${projectId}`, token);
        samples.push(status.lagSeconds);
      } catch {
        // A server too busy to answer (PGlite under load): this sample is missed, not the run.
        failures += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    samples,
    get failures() {
      return failures;
    },
    async stop() {
      stopped = true;
      await done;
    },
  };
}

/** Seconds until no run of the project waits for the indexer (at most `limitSeconds`), or null. */
export async function secondsUntilIndexed(url, token, projectId, limitSeconds = 120) {
  const startedAt = performance.now();
  while (performance.now() - startedAt < limitSeconds * 1000) {
    const status = await getJson(url, `/v1/runs/search-status?projectId=${projectId}`, token);
    if (status.pendingRuns === 0) return (performance.now() - startedAt) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return null;
}
