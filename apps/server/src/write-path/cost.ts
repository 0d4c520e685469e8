import { computeCost, findModel, type ModelPrice } from '@lookout/domain';

/**
 * An org's own price for a model (the `model_price` table), taking precedence
 * over the built-in catalogue. It names either an exact model (compared without
 * case) or a pattern: a regular expression tested against the model name,
 * without case.
 */
export type ModelPriceOverride = ModelPrice &
  ({ model: string; pattern?: never } | { pattern: string; model?: never });

/**
 * The pattern as a case-insensitive regular expression, or null when it is not
 * one. Compiled on each use: V8 keeps compiled expressions by source and flags,
 * so a `new RegExp` here costs well under a microsecond.
 */
function compile(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern, 'i');
  } catch {
    return null;
  }
}

function priceOf(override: ModelPriceOverride): ModelPrice {
  const price: ModelPrice = {
    inputPricePerMillion: override.inputPricePerMillion,
    outputPricePerMillion: override.outputPricePerMillion,
  };
  if (override.cachedInputPricePerMillion !== undefined) {
    price.cachedInputPricePerMillion = override.cachedInputPricePerMillion;
  }
  return price;
}

/**
 * The price of a model: an org override naming it exactly, else the first org
 * override whose pattern matches (invalid patterns are skipped), else the
 * built-in catalogue (`findModel`, which ignores dates and provider prefixes).
 *
 * @example findModelPrice('gpt-4o-2024-08-06', []) // catalogue price of gpt-4o
 * @example findModelPrice('my-llama', [{ pattern: '^my-', inputPricePerMillion: 1, outputPricePerMillion: 2 }])
 */
export function findModelPrice(
  model: string,
  overrides: readonly ModelPriceOverride[],
): ModelPrice | undefined {
  const name = model.trim().toLowerCase();
  if (name === '') return undefined;
  const exact = overrides.find((override) => override.model?.trim().toLowerCase() === name);
  if (exact) return priceOf(exact);
  const matching = overrides.find(
    (override) => override.pattern !== undefined && compile(override.pattern)?.test(name),
  );
  if (matching) return priceOf(matching);
  return findModel(name);
}

/** The fields of a merged run that pricing reads, with its resolved token counts. */
export interface PricedRun {
  type?: string | undefined;
  model?: string | undefined;
  name?: string | undefined;
  /** A cost the SDK reported itself (Langfuse `costDetails`), in US dollars. */
  cost?: number | undefined;
}

/**
 * The cost in US dollars of an LLM or embedding run: the cost the SDK reported
 * when it sent one, else its tokens at the model's price (org overrides first).
 * The model is the run's `model`, else its name (Lunary names LLM and
 * embedding runs after their model). Undefined for other runs, unknown models or no tokens.
 *
 * @example computeRunCost({ type: 'llm', name: 'gpt-4o' }, { prompt: 1000, completion: 500 }, []) // 0.0075
 */
export function computeRunCost(
  run: PricedRun,
  tokens:
    | {
        prompt?: number | undefined;
        completion?: number | undefined;
        cachedPrompt?: number | undefined;
      }
    | undefined,
  overrides: readonly ModelPriceOverride[],
): number | undefined {
  if (run.type !== 'llm' && run.type !== 'embed') return undefined;
  if (run.cost !== undefined) return run.cost;
  if (!tokens || (tokens.prompt === undefined && tokens.completion === undefined)) return undefined;
  const model = run.model ?? run.name;
  const price = model ? findModelPrice(model, overrides) : undefined;
  if (!price) return undefined;
  return computeCost(
    {
      promptTokens: tokens.prompt ?? 0,
      completionTokens: tokens.completion ?? 0,
      cachedPromptTokens: tokens.cachedPrompt ?? 0,
    },
    price,
  );
}
