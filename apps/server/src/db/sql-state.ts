/** PostgreSQL's SQLSTATE of a failed statement (`code` on pg and PGlite errors alike), if it has one. */
export function sqlStateOf(error: unknown): string | undefined {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : null;
  return typeof code === 'string' ? code : undefined;
}
