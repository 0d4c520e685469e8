import type { ExperimentCheckResult, ExperimentItem, JsonObject } from '@lookout/domain';
import type { Filter, FilterBar } from '@lookout/filters';
import { itemPromptMessages } from '../datasets/item-messages.js';
import { EvaluationError } from '../evaluations/evaluation-error.js';
import type { CheckContext, EvaluationSubject } from '../evaluations/evaluation-subject.js';
import { runCheck } from '../evaluations/run-check.js';
import { runChecklist } from '../evaluations/run-checklist.js';
import type { ChatCompletion } from '../providers/complete-chat.js';
import type { ModelConnection } from '../providers/model-connection.js';
import { ProviderCallError } from '../providers/provider-error.js';
import type { ChatParams, ChatRequest } from '../providers/stream-chat.js';
import { computeRunCost, type ModelPriceOverride } from '../write-path/cost.js';
import type { ExperimentEvaluator, ExperimentPrompt } from './experiment-plan.js';
import { type ProviderRetry, withProviderRetries } from './provider-retry.js';

/** What one item × variant produced, as `experiment_result` stores it. */
export interface PairResult {
  output: string | null;
  error: string | null;
  promptTokens: number | null;
  completionTokens: number | null;
  cost: number | null;
  durationMs: number | null;
  checks: ExperimentCheckResult[];
  passed: boolean | null;
}

/** What every pair of one run of an experiment shares. */
export interface PairRunContext {
  complete: (request: ChatRequest) => Promise<ChatCompletion>;
  timeoutMs: number;
  retry: ProviderRetry;
  priceOverrides: readonly ModelPriceOverride[];
  evaluators: readonly ExperimentEvaluator[];
  checklist: FilterBar | null;
  checks: CheckContext;
  /** Ends the waits between retries (a call under way always finishes). */
  signal?: AbortSignal;
}

/** One pair to run: the item, the variant's resolved prompt and its model's connection (or why there is none). */
export interface Pair {
  item: ExperimentItem;
  prompt: ExperimentPrompt;
  model: ModelConnection | { problem: string };
}

const samplingKeys = [
  'max_tokens',
  'temperature',
  'top_p',
  'presence_penalty',
  'frequency_penalty',
  'seed',
] as const;

/** The sampling settings of a prompt the provider layer sends (checked when the experiment was created). */
export function chatParamsOf(params: JsonObject): ChatParams {
  const chat: ChatParams = {};
  for (const key of samplingKeys) {
    const value = params[key];
    if (typeof value === 'number') chat[key] = value;
  }
  const stop = params.stop;
  if (Array.isArray(stop) && stop.every((entry) => typeof entry === 'string')) chat.stop = stop;
  return chat;
}

const failed = (error: string): PairResult => ({
  output: null,
  error,
  promptTokens: null,
  completionTokens: null,
  cost: null,
  durationMs: null,
  checks: [],
  passed: null,
});

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Grades one output with the evaluators and the checklist; a check that cannot grade is kept with its error. */
async function grade(
  subject: EvaluationSubject,
  context: PairRunContext,
): Promise<{ checks: ExperimentCheckResult[]; passed: boolean | null }> {
  const checks: ExperimentCheckResult[] = [];
  const verdicts: (boolean | null)[] = [];
  for (const evaluator of context.evaluators) {
    const check = { id: evaluator.type, params: evaluator.params } as Filter;
    try {
      const verdict = await runCheck(check, subject, context.checks);
      checks.push({
        evaluatorId: evaluator.id,
        check: evaluator.type,
        name: evaluator.name,
        ...verdict,
        error: null,
      });
      verdicts.push(verdict.passed);
    } catch (error) {
      // An evaluator that cannot grade (or breaks) is recorded on its check; the others still run.
      if (!(error instanceof EvaluationError)) console.error('An evaluator broke:', error);
      checks.push({
        evaluatorId: evaluator.id,
        check: evaluator.type,
        name: evaluator.name,
        passed: null,
        score: null,
        reason: null,
        error: errorMessage(error),
      });
    }
  }
  if (context.checklist) {
    const outcome = await runChecklist(context.checklist, subject, context.checks);
    for (const check of outcome.checks) checks.push({ evaluatorId: null, ...check });
    verdicts.push(outcome.passed);
  }
  const graded = verdicts.filter((verdict): verdict is boolean => verdict !== null);
  return { checks, passed: graded.length === 0 ? null : graded.every(Boolean) };
}

/**
 * Runs one item through one variant: builds the messages, calls the model
 * (retrying what may pass), prices the answer and grades it. A provider
 * failure, a prompt variable the item lacks or a model without a key is the
 * pair's `error`, and a check that cannot grade is that check's `error`;
 * only an abort during a retry's wait throws.
 */
export async function runExperimentPair(pair: Pair, context: PairRunContext): Promise<PairResult> {
  if ('problem' in pair.model) return failed(pair.model.problem);
  let messages: ChatRequest['messages'];
  try {
    messages = itemPromptMessages(pair.item, { messages: pair.prompt.messages });
  } catch (error) {
    return failed(errorMessage(error));
  }
  const { connection, wireModel } = pair.model;
  let answer: ChatCompletion;
  try {
    answer = await withProviderRetries(
      () =>
        context.complete({
          connection,
          model: wireModel,
          messages,
          params: chatParamsOf(pair.prompt.params),
          timeoutMs: context.timeoutMs,
        }),
      context.retry,
      context.signal,
    );
  } catch (error) {
    if (error instanceof ProviderCallError) return failed(error.message);
    throw error;
  }
  const { promptTokens, completionTokens, cachedPromptTokens } = answer.usage;
  const cost =
    computeRunCost(
      { type: 'llm', model: pair.prompt.model },
      { prompt: promptTokens, completion: completionTokens, cachedPrompt: cachedPromptTokens },
      context.priceOverrides,
    ) ?? null;
  const subject: EvaluationSubject = {
    input: pair.item.input,
    output: answer.text,
    expectedOutput: pair.item.expectedOutput,
    promptTokens,
    completionTokens,
    totalTokens: promptTokens + completionTokens,
    cost,
    durationMs: answer.durationMs,
  };
  const { checks, passed } = await grade(subject, context);
  return {
    output: answer.text,
    error: null,
    promptTokens,
    completionTokens,
    cost,
    durationMs: answer.durationMs,
    checks,
    passed,
  };
}
