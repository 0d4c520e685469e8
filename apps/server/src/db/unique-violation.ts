/** Whether `error` is PostgreSQL's unique violation (23505), on pg and PGlite alike. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
