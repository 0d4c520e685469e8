// The load of bench/ingest.mjs: Lunary batches of `runsPerBatch` LLM runs (a start and an end
// each, ~1 KB of chat input and ~1 KB of output, tags, metadata, user, token usage) sent to
// `POST /v1/runs/ingest` by a client in a loop. Shared with bench/retention.mjs.
import { randomUUID } from 'node:crypto';
import { assistantAnswer, models, systemPrompt, userPrompt } from './chat-text.mjs';

/** The JSON of one run's events, minus id and times, made once per variant. */
const variants = Array.from({ length: 64 }, (_, n) => {
  const model = models[Math.floor(models.length * ((n * 0.618) % 1) ** 2)];
  const start = JSON.stringify({
    type: 'llm',
    name: model,
    userId: `user-${(n * 37) % 1000}`,
    userProps: { name: `Customer ${(n * 37) % 1000}`, plan: n % 3 === 0 ? 'pro' : 'free' },
    tags: n % 4 === 0 ? ['prod', 'support'] : ['prod'],
    metadata: {
      feature: 'support-chat',
      release: `2026.11.${n % 9}`,
      region: n % 2 ? 'eu-west-1' : 'us-east-1',
    },
    params: { temperature: 0.2, max_tokens: 400 },
    input: [
      { role: 'system', content: systemPrompt },
      { role: 'user', content: userPrompt(n) },
    ],
    runtime: 'lunary-js',
  }).slice(1, -1);
  const end = JSON.stringify({
    type: 'llm',
    output: { role: 'assistant', content: assistantAnswer(n) },
    tokensUsage: { prompt: 240 + n, completion: 210 + (n % 40) },
  }).slice(1, -1);
  return { start, end };
});

/** One request body and the run ids it carries. */
function makeBatch(counter, runsPerBatch) {
  const ids = [];
  const events = [];
  const now = Date.now();
  for (let i = 0; i < runsPerBatch; i += 1) {
    const id = randomUUID();
    const variant = variants[(counter + i) % variants.length];
    ids.push(id);
    events.push(`{"event":"start","runId":"${id}","timestamp":${now - 2000 + i},${variant.start}}`);
    events.push(`{"event":"end","runId":"${id}","timestamp":${now - 500 + i},${variant.end}}`);
  }
  return { ids, body: `{"events":[${events.join(',')}]}` };
}

/** Fresh tallies for `drive`, counted from now. */
export function ingestResults() {
  return {
    latencies: [],
    acked: [],
    errors: new Map(),
    perSecond: [],
    startedAt: performance.now(),
  };
}

/**
 * One client sending batches until `until` (a `performance.now()` time) or `stop()` says so; a
 * batch is acknowledged when answered 200 with all its events accepted.
 */
export async function drive(url, publicKey, until, results, runsPerBatch = 50, stop = () => false) {
  let counter = Math.floor(Math.random() * 1000);
  while (performance.now() < until && !stop()) {
    const { ids, body } = makeBatch(counter++, runsPerBatch);
    const began = performance.now();
    let status = 0;
    let accepted = 0;
    try {
      const response = await fetch(`${url}/v1/runs/ingest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${publicKey}` },
        body,
      });
      status = response.status;
      const answer = await response.json().catch(() => ({}));
      accepted = answer.accepted ?? 0;
    } catch {
      status = -1;
    }
    const ended = performance.now();
    results.latencies.push(ended - began);
    if (status === 200 && accepted === runsPerBatch * 2) {
      results.acked.push(...ids);
      const second = Math.floor((ended - results.startedAt) / 1000);
      results.perSecond[second] = (results.perSecond[second] ?? 0) + accepted;
    } else {
      results.errors.set(status, (results.errors.get(status) ?? 0) + 1);
    }
  }
}
