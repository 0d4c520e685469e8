/** Prices of a model in US dollars per million tokens. */
export interface ModelPrice {
  inputPricePerMillion: number;
  outputPricePerMillion: number;
  /** Price of prompt tokens served from the provider's cache, when it discounts them. */
  cachedInputPricePerMillion?: number;
}

/** Tokens of one model call. `cachedPromptTokens` are part of `promptTokens`, not extra. */
export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  cachedPromptTokens?: number;
}

/**
 * The cost of a model call in US dollars. Cached prompt tokens are billed at
 * the cached price when the price has one, otherwise at the input price.
 * Negative or missing counts count as zero; cached tokens never exceed the
 * prompt tokens.
 *
 * @example
 * computeCost({ promptTokens: 1000, completionTokens: 500 }, { inputPricePerMillion: 2.5, outputPricePerMillion: 10 })
 * // 0.0075
 */
export function computeCost(usage: TokenUsage, price: ModelPrice): number {
  const prompt = tokenCount(usage.promptTokens);
  const completion = tokenCount(usage.completionTokens);
  const cached = Math.min(tokenCount(usage.cachedPromptTokens), prompt);
  const cachedPrice = price.cachedInputPricePerMillion ?? price.inputPricePerMillion;
  const microDollars =
    (prompt - cached) * price.inputPricePerMillion +
    cached * cachedPrice +
    completion * price.outputPricePerMillion;
  return microDollars / 1_000_000;
}

function tokenCount(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : 0;
}
