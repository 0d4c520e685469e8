import type { JsonObject } from '@lookout/domain';
import { isJsonObject } from '../write-path/json-value.js';
import type { RunTokens } from '../write-path/run-event.js';
import { toCount, toNumber, withoutUndefined } from './raw-fields.js';

function firstOf(
  values: readonly unknown[],
  read: (value: unknown) => number | undefined,
): number | undefined {
  for (const value of values) {
    const number = read(value);
    if (number !== undefined) return number;
  }
  return undefined;
}

/**
 * Token counts from a usage object in any of the shapes Langfuse SDKs send:
 * `{input, output, total}`, `{promptTokens, completionTokens, totalTokens}`,
 * OpenAI's `{prompt_tokens, completion_tokens, total_tokens,
 * prompt_tokens_details: {cached_tokens}}`, and cache-read keys
 * (`input_cached_tokens`, `cache_read_input_tokens`, `input_cache_read`).
 * Undefined when it holds no count.
 *
 * @example tokensFromUsage({ input: 21, output: 7 }) // { prompt: 21, completion: 7 }
 */
export function tokensFromUsage(usage: JsonObject): RunTokens | undefined {
  const details = isJsonObject(usage.prompt_tokens_details) ? usage.prompt_tokens_details : {};
  const inputDetails = isJsonObject(usage.input_tokens_details) ? usage.input_tokens_details : {};
  const tokens = withoutUndefined({
    prompt: firstOf(
      [usage.input, usage.promptTokens, usage.prompt_tokens, usage.input_tokens],
      toCount,
    ),
    completion: firstOf(
      [usage.output, usage.completionTokens, usage.completion_tokens, usage.output_tokens],
      toCount,
    ),
    total: firstOf([usage.total, usage.totalTokens, usage.total_tokens], toCount),
    cachedPrompt: firstOf(
      [
        usage.input_cached_tokens,
        usage.cache_read_input_tokens,
        usage.input_cache_read,
        usage.cachedPromptTokens,
        details.cached_tokens,
        inputDetails.cached_tokens,
      ],
      toCount,
    ),
  });
  return Object.keys(tokens).length > 0 ? tokens : undefined;
}

/**
 * A total cost in US dollars from Langfuse `costDetails` (`{input, output, total}`)
 * or legacy usage costs (`{inputCost, outputCost, totalCost}`): the total when
 * given, else the sum of the parts.
 *
 * @example costFromDetails({ input: 0.001, output: 0.002 }) // 0.003
 */
export function costFromDetails(details: JsonObject): number | undefined {
  const total = firstOf([details.total, details.totalCost], toNumber);
  if (total !== undefined) return total >= 0 ? total : undefined;
  const parts = Object.entries(details)
    .filter(([key]) => key !== 'total' && key !== 'totalCost')
    .map(([, value]) => toNumber(value))
    .filter((value): value is number => value !== undefined && value >= 0);
  return parts.length > 0 ? parts.reduce((sum, value) => sum + value, 0) : undefined;
}
