import type { ServerContext } from '../http/app-env.js';
import type { GradingDependencies } from './grade-runs.job.js';

/**
 * What grading jobs use, from the server's long-lived services: the judge of
 * AI checks is `LOOKOUT_JUDGE_MODEL`, each answer bounded by the provider timeout.
 */
export function gradingDependencies(
  ctx: Pick<ServerContext, 'db' | 'providerKeyCipher'> & {
    config: Pick<
      ServerContext['config'],
      'judgeModel' | 'providerTimeoutMs' | 'outboundPrivateNetwork'
    >;
  },
): GradingDependencies {
  return {
    db: ctx.db,
    cipher: ctx.providerKeyCipher,
    outboundPrivateNetwork: ctx.config.outboundPrivateNetwork,
    judge: { model: ctx.config.judgeModel, timeoutMs: ctx.config.providerTimeoutMs },
  };
}
