import { randomUUID } from 'node:crypto';

/** A Lunary `/v1/runs/ingest` body of `runs` finished LLM runs, and their ids. */
export function lunaryBatch(runs: number, name = 'gpt-4o'): { runIds: string[]; body: unknown } {
  const runIds = Array.from({ length: runs }, () => randomUUID());
  const now = Date.now();
  return {
    runIds,
    body: {
      events: runIds.flatMap((runId) => [
        { event: 'start', type: 'llm', runId, timestamp: now, name, input: 'What time is it?' },
        { event: 'end', type: 'llm', runId, timestamp: now + 5, output: 'Time to ship.' },
      ]),
    },
  };
}
