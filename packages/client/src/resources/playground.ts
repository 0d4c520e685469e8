import {
  type PlaygroundChunk,
  type PlaygroundUsageResponse,
  playgroundChunkSchema,
  type playgroundRunBodySchema,
  playgroundUsageResponseSchema,
} from '@lookout/domain';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

/**
 * `POST /v1/playground/runs`: runs a template version or ad-hoc messages on a
 * model and yields the answer's chunks as they stream in (`start`, `text`,
 * `tool_call`, then `done` or `error`). A run that cannot start throws like
 * any failed call; a body that cannot be read throws 'Error creating a stream
 * from the response.'. Stop a run with `options.signal`, or by leaving the loop.
 * @example
 * for await (const chunk of runPlayground(http, { content: 'Hi {{name}}', extra: { model: 'gpt-4o' }, variables: { name: 'Ada' } })) {
 *   if (chunk.type === 'text') output += chunk.text;
 * }
 */
export async function* runPlayground(
  http: HttpClient,
  body: InputOf<typeof playgroundRunBodySchema>,
  options?: CallOptions,
): AsyncGenerator<PlaygroundChunk> {
  for await (const line of http.postStream('/playground/runs', body, options)) {
    const chunk = playgroundChunkSchema.safeParse(line);
    if (!chunk.success) {
      throw new Error(
        `The playground sent a chunk it should not: ${JSON.stringify(line).slice(0, 200)}`,
      );
    }
    yield chunk.data;
  }
}

/** `GET /v1/playground/usage`: the org's playground runs this month and its monthly allowance. */
export function getPlaygroundUsage(
  http: HttpClient,
  options?: CallOptions,
): Promise<PlaygroundUsageResponse> {
  return http.get('/playground/usage', { ...options, schema: playgroundUsageResponseSchema });
}
