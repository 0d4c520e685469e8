/** An answer that does not have the shape its contract promises. */
export class LookoutResponseError extends Error {
  constructor(
    /** The call, for example `GET /v1/projects`. */
    readonly call: string,
    /** What did not match, one line per problem. */
    readonly problems: readonly string[],
  ) {
    super(`Unexpected answer from ${call}: ${problems.join('; ')}`);
    this.name = 'LookoutResponseError';
  }
}

interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** A response schema of `@lookout/domain` (any zod schema). */
export interface ResponseSchema<Output> {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: Output }
    | { success: false; error: { issues: readonly SchemaIssue[] } };
}

/**
 * Checks an answer against its contract and returns it typed (with the
 * contract's defaults filled in); throws {@link LookoutResponseError} when it
 * does not match.
 */
export function parseResponse<Output>(
  schema: ResponseSchema<Output>,
  data: unknown,
  call: string,
): Output {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues
    .slice(0, 5)
    .map((issue) =>
      issue.path.length > 0
        ? `${issue.path.map(String).join('.')}: ${issue.message}`
        : issue.message,
    );
  throw new LookoutResponseError(call, problems);
}
