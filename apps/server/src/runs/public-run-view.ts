import type { Run } from '@lookout/domain';

/**
 * What a signed-out visitor of a shared run may read: the run and its content, but not who
 * the end user is (their id is often an email, their properties hold whatever the app sent)
 * nor the team's own notes on it (feedback and score comments), nor the template's name.
 */
export function toPublicRun<T extends Run>(run: T): T {
  // Nor which of the team's templates produced it.
  const { template: _template, ...shared } = run;
  return {
    ...(shared as T),
    userId: null,
    userProps: null,
    feedback: run.feedback ? { thumb: run.feedback.thumb } : null,
    scores: run.scores.map(({ comment: _comment, ...score }) => score),
  };
}
