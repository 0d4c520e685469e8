import { z } from 'zod';

function listWithOr(words: readonly string[]): string {
  return words.length > 1
    ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`
    : (words[0] ?? '');
}

/**
 * A PATCH body of optional fields that must change at least one of them.
 * @example patchBody({ name: displayNameSchema.optional() }).safeParse({}) // fails: 'Nothing to update: send name'
 */
export function patchBody<Shape extends z.ZodRawShape>(shape: Shape) {
  const fields = Object.keys(shape);
  return z
    .object(shape)
    .refine(
      (body) => fields.some((field) => (body as Record<string, unknown>)[field] !== undefined),
      { error: `Nothing to update: send ${listWithOr(fields)}` },
    );
}
