import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ModelPriceOverride } from './cost.js';
import type { RunWriteOptions } from './run-writer.js';

/** A stored pattern: an exact model name, or a prefix ending in `*`. */
function toOverride(row: {
  model_pattern: string;
  input_price_per_million: number;
  output_price_per_million: number;
  cached_input_price_per_million: number | null;
}): ModelPriceOverride {
  const price = {
    inputPricePerMillion: row.input_price_per_million,
    outputPricePerMillion: row.output_price_per_million,
    ...(row.cached_input_price_per_million !== null
      ? { cachedInputPricePerMillion: row.cached_input_price_per_million }
      : {}),
  };
  const pattern = row.model_pattern.trim();
  return pattern.endsWith('*')
    ? { ...price, pattern: `^${pattern.slice(0, -1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` }
    : { ...price, model: pattern };
}

const cacheMs = 30_000;

/**
 * Loads what the writer needs per org — its model price overrides — cached
 * for 30 s so a busy ingestion path does not read them for every batch.
 */
export function runWriteOptionsLoader(db: Kysely<Database>): RunWriteOptionsLoader {
  const cache = new Map<string, { at: number; options: RunWriteOptions }>();
  const load = async (orgId: string) => {
    const cached = cache.get(orgId);
    if (cached && Date.now() - cached.at < cacheMs) return cached.options;
    const rows = await db
      .selectFrom('model_price')
      .select([
        'model_pattern',
        'input_price_per_million',
        'output_price_per_million',
        'cached_input_price_per_million',
      ])
      .where('org_id', '=', orgId)
      .execute();
    const options: RunWriteOptions = {
      priceOverrides: rows.map(toOverride),
    };
    cache.set(orgId, { at: Date.now(), options });
    return options;
  };
  return Object.assign(load, { invalidate: (orgId: string) => void cache.delete(orgId) });
}

/** Loads an org's write options; `invalidate` forgets the cached ones after a price change. */
export type RunWriteOptionsLoader = ((orgId: string) => Promise<RunWriteOptions>) & {
  invalidate(orgId: string): void;
};
