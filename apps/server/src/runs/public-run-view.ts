import { type PublicRun, publicRunSchema, type Run } from '@lookout/domain';

/**
 * What a signed-out visitor of a shared run may read: only the keys of
 * {@link publicRunSchema} (what the run is, its input, output, error message and timing).
 * Parsing drops everything else, so a field added to runs later stays private until it is
 * added to that whitelist: the end user, metadata, tags, parameters, tokens, cost, template,
 * feedback, scores, evaluations and comments never leave the server this way.
 */
export function toPublicRun(run: Run): PublicRun {
  return publicRunSchema.parse(run);
}
