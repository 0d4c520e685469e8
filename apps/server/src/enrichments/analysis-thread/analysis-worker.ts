// The entry of an analysis thread (see analysis-thread-pool.ts): runs the
// offline enrichers on the texts the pool posts, one request at a time.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { EnricherSettings } from '@lookout/domain';
import { defaultEnrichmentEngines } from '../enrichment-engines.js';
import { analyseTexts } from '../local-analysis.js';
import type { AnalysisReply, AnalysisRequest, AnalysisThreadData } from './analysis-messages.js';

const port = parentPort;
if (!port) throw new Error('analysis-worker runs as a worker thread of the server.');

const { niceness } = workerData as AnalysisThreadData;
// On Linux a nice value belongs to a thread: this lowers this thread only, so the scheduler
// gives the cores to ingestion (and its database) first. Elsewhere it would lower the whole
// process, so the pool passes 0 there.
if (niceness !== 0 && process.platform === 'linux') {
  try {
    setPriority(niceness);
  } catch {
    // not allowed here: normal priority
  }
}

port.on('message', async (request: AnalysisRequest) => {
  let reply: AnalysisReply;
  try {
    const results = [];
    for (const texts of request.runs)
      results.push(await analyseTexts(texts, request.enrichers, defaultEnrichmentEngines));
    reply = { id: request.id, results };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});

// The analysers' first call loads their tables; do it before the first request's time limit runs.
await analyseTexts(
  { input: 'Hello, I am Ada from Paris: ada@example.com', output: 'Thanks, that helps a lot!' },
  [
    { kind: 'language', config: {} },
    { kind: 'sentiment', config: {} },
    { kind: 'pii', config: { kinds: ['person', 'location', 'email'], customRegexes: [] } },
    { kind: 'toxicity', config: { method: 'local', model: null } },
    {
      kind: 'topics',
      config: { method: 'local', model: null, topics: [{ name: 'Travel', description: 'trips' }] },
    },
  ] as EnricherSettings[],
  defaultEnrichmentEngines,
).catch(() => undefined);
port.postMessage({ ready: true } satisfies AnalysisReply);
