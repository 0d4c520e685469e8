/**
 * Sends one real LLM call through the project's public key to the ingestion route, as an SDK
 * would, so a new user sees their first event arrive. Answers its run id.
 */
export async function sendTestEvent(publicKey: string, now = Date.now()): Promise<string> {
  const runId = crypto.randomUUID();
  const call = { type: 'llm', runId, name: 'gpt-4o-mini', tags: ['test-event'] };
  const events = [
    {
      ...call,
      event: 'start',
      timestamp: now - 850,
      input: [{ role: 'user', content: 'Say hello to Lookout.' }],
      params: { temperature: 0 },
    },
    {
      ...call,
      event: 'end',
      timestamp: now,
      output: { role: 'assistant', content: 'Hello, Lookout! This is a test event.' },
      tokensUsage: { prompt: 12, completion: 9 },
    },
  ];
  const response = await fetch('/v1/runs/ingest', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${publicKey}` },
    body: JSON.stringify({ events }),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `The test event was refused (HTTP ${response.status}).`);
  }
  return runId;
}
