import type { Run } from '@lookout/domain';

/**
 * What a signed-out visitor of a shared run may read: the run and its content, but not who
 * the end user is (their id is often an email, their properties hold whatever the app sent)
 * nor the team's own notes on it (feedback and score comments).
 */
export function toPublicRun<T extends Run>(run: T): T {
  return {
    ...run,
    userId: null,
    userProps: null,
    feedback: run.feedback ? { thumb: run.feedback.thumb } : null,
    scores: run.scores.map(({ comment: _comment, ...score }) => score),
  };
}
