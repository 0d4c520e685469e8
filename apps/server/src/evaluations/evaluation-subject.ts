import type { ProviderConnection } from '../providers/provider-connections.js';

/**
 * What a check grades: a production run or an experiment's output, with the
 * answer hoped for when a dataset item gives one. `input` and `output` are as
 * stored (text, chat messages or any JSON); checks read their text.
 */
export interface EvaluationSubject {
  input: unknown;
  output: unknown;
  expectedOutput: unknown | null;
  promptTokens: number | null;
  completionTokens: number | null;
  totalTokens: number | null;
  /** US dollars. */
  cost: number | null;
  durationMs: number | null;
}

/** The model that grades AI checks (assertion, tone, factualness, guidelines, AI similarity). */
export interface JudgeModel {
  connection: ProviderConnection;
  model: string;
  timeoutMs: number;
}

/** What a check may use besides its subject. */
export interface CheckContext {
  /** Null when the org has no provider key for the judge model: AI checks then fail with a clear error. */
  judge: JudgeModel | null;
  signal?: AbortSignal;
}
