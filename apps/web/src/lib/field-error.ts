/** The part of a zod schema that form validation needs. */
export interface ValidatingSchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/**
 * The first validation message of `value` against a domain schema, or undefined when valid.
 *
 * @example fieldError(passwordSchema, 'short') // 'Password must be at least 8 characters'
 */
export function fieldError(schema: ValidatingSchema, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'Invalid value');
}
