import type { ServerContext } from '../http/app-env.js';
import type { GradingDependencies } from './grade-runs.job.js';

/** The judge of AI checks when the server names none: a small, cheap OpenAI model, 30 s an answer. */
export const defaultJudge = { model: 'gpt-4o-mini', timeoutMs: 30_000 } as const;

/** What grading jobs use, from the server's long-lived services. */
export function gradingDependencies(
  ctx: Pick<ServerContext, 'db' | 'providerKeyCipher'>,
): GradingDependencies {
  return { db: ctx.db, cipher: ctx.providerKeyCipher, judge: { ...defaultJudge } };
}
