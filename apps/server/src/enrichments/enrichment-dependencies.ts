import type { Edition } from '@lookout/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ServerContext } from '../http/app-env.js';
import type { OutboundPrivateNetwork } from '../outbound/outbound-policy.js';
import type { ProviderKeyCipher } from '../providers/provider-key-cipher.js';
import { defaultEnrichmentEngines, type EnrichmentEngines } from './enrichment-engines.js';
import type { LocalAnalysis } from './local-analysis.js';

/** What the enrichment jobs need besides their payload. */
export interface EnrichmentDependencies {
  db: Kysely<Database>;
  cipher: ProviderKeyCipher;
  /** Whether a model-backed enricher's provider may be reached at a private address. */
  outboundPrivateNetwork: OutboundPrivateNetwork;
  edition: Edition;
  engines: EnrichmentEngines;
  /**
   * Where the offline enrichers run: the server's analysis thread
   * (`AnalysisThreadPool`, which uses the default engines); when absent, on
   * the calling thread with `engines`.
   */
  analysis?: LocalAnalysis;
  /** The longest wait for a model-backed enricher's provider. */
  providerTimeoutMs: number;
}

/** The enrichment jobs' dependencies from the server's long-lived services. */
export function enrichmentDependencies(
  ctx: Pick<ServerContext, 'db' | 'providerKeyCipher'> & {
    config: Pick<
      ServerContext['config'],
      'edition' | 'providerTimeoutMs' | 'outboundPrivateNetwork'
    >;
  },
  options: { engines?: EnrichmentEngines; analysis?: LocalAnalysis } = {},
): EnrichmentDependencies {
  return {
    db: ctx.db,
    cipher: ctx.providerKeyCipher,
    outboundPrivateNetwork: ctx.config.outboundPrivateNetwork,
    edition: ctx.config.edition,
    engines: options.engines ?? defaultEnrichmentEngines,
    ...(options.analysis ? { analysis: options.analysis } : {}),
    providerTimeoutMs: ctx.config.providerTimeoutMs,
  };
}
