import { createHash } from 'node:crypto';

/**
 * A short fingerprint of an experiment output as a reviewer saw it (its text, or its error), kept
 * with the review: a re-run that writes the same output keeps the review current, a different one
 * leaves it on an older output.
 */
export function outputDigest(result: { output: string | null; error: string | null }): string {
  return createHash('md5')
    .update(JSON.stringify([result.output, result.error]))
    .digest('hex');
}
