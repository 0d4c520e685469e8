/**
 * One question to a model, for the enrichers that can use one instead of
 * their offline method (toxicity, topics): a system prompt and the user's
 * text in, the model's whole answer out. The enrichment jobs bind it to the
 * provider layer and the org's key; tests bind it to a fake provider server.
 * It rejects when the provider fails or times out (the job then retries).
 */
export type AskModel = (question: { system: string; user: string }) => Promise<string>;
