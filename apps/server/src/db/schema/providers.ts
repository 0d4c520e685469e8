import type { JsonValue, PlaygroundEndpointAuth } from '@lookout/domain';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './column-types.js';

/** An org's key for one model provider, encrypted (migration 0017). */
export interface ProviderKeyTable {
  id: Generated<string>;
  org_id: string;
  provider: string;
  /** AES-256-GCM: version byte, IV, tag, ciphertext (`providers/provider-key-cipher.ts`). */
  encrypted_key: Buffer;
  /** The masked key shown to the browser, e.g. `sk-…a1b2`. */
  key_hint: string;
  base_url: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** An org's own price for models matching a pattern, over the built-in catalogue. */
export interface ModelPriceTable {
  id: Generated<string>;
  org_id: string;
  model_pattern: string;
  input_price_per_million: number;
  output_price_per_million: number;
  cached_input_price_per_million: number | null;
  created_at: CreatedAt;
}

/** A custom endpoint of the playground (migration 0018). */
export interface PlaygroundEndpointTable {
  project_id: string;
  id: Generated<string>;
  name: string;
  url: string;
  auth: ColumnType<PlaygroundEndpointAuth | null, string | null, string | null>;
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  default_payload: ColumnType<Record<string, JsonValue>, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Model providers: keys, prices and custom playground endpoints (`providers/`, `cost-mappings/`, `playground-endpoints/`). */
export interface ProvidersSchema {
  provider_key: ProviderKeyTable;
  model_price: ModelPriceTable;
  playground_endpoint: PlaygroundEndpointTable;
}
