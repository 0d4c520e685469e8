/**
 * PostgreSQL's wire protocol counts a statement's bind parameters in 16 bits
 * (PGlite too): a multi-row insert of more rows would fail the whole batch.
 */
const maxBindParameters = 65_535;

/**
 * `rows` split into groups that each fit one statement of `parametersPerRow`
 * bind parameters a row, in their order.
 * @example statementChunks(rows, 30) // groups of at most 2,184 rows
 */
export function statementChunks<T>(rows: readonly T[], parametersPerRow: number): T[][] {
  const size = Math.max(1, Math.floor(maxBindParameters / parametersPerRow) - 1);
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size)
    chunks.push(rows.slice(start, start + size));
  return chunks;
}
