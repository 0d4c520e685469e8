import { runPlayground } from '@lookout/client';
import type { PlaygroundChunk, PlaygroundRunBody } from '@lookout/domain';
import { apiClient } from '../../../lib/api-client';

/**
 * `POST /v1/playground/runs`: the run's chunks as they stream in (SPEC §7's
 * streaming POST read line by line). Silent: the panel shows failures itself.
 * Stopping is `signal.abort()`; a refusal before the stream starts throws the
 * server's error, a stream that cannot start 'Error creating a stream from the response.'
 */
export function streamPlaygroundRun(
  body: PlaygroundRunBody,
  options: { projectId: string; signal: AbortSignal },
): AsyncGenerator<PlaygroundChunk> {
  return runPlayground(apiClient, body, { ...options, silent: true });
}
