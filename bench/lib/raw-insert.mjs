// The raw-insert limit: the rows Lookout stored, inserted again with plain multi-row INSERTs by
// concurrent SQL clients into the same `run` table (same indexes, same triggers), each statement
// its own transaction, so the figure is what PostgreSQL itself can take on this machine.
import { randomUUID } from 'node:crypto';
import { pg, withClient } from './pg.mjs';

/** Columns the INSERT writes (generated columns are computed by PostgreSQL) and their types. */
async function runColumns(client) {
  const { rows } = await client.query(
    `select column_name, data_type from information_schema.columns
      where table_name = 'run' and table_schema = current_schema() and is_generated = 'NEVER'
      order by ordinal_position`,
  );
  return rows;
}

/**
 * For `seconds`, `clients` connections each insert `rowsPerStatement` copies of rows of `projectId`
 * (new ids, trace ids that pointed at themselves moved with them) again and again. Returns rows/s.
 */
export async function rawInsertRate(
  databaseUrl,
  projectId,
  { seconds, clients, rowsPerStatement },
) {
  const { columns, template } = await withClient(databaseUrl, async (client) => {
    const columns = await runColumns(client);
    const { rows } = await client.query(
      'select * from run where project_id = $1 and ended_at is not null order by created_at limit $2',
      [projectId, rowsPerStatement],
    );
    return { columns, template: rows };
  });
  if (template.length < rowsPerStatement)
    throw new Error(
      `the raw insert needs ${rowsPerStatement} stored runs, found ${template.length}`,
    );
  const names = columns.map((column) => `"${column.column_name}"`).join(', ');
  const placeholders = template
    .map(
      (_, row) =>
        `(${columns.map((_, column) => `$${row * columns.length + column + 1}`).join(', ')})`,
    )
    .join(', ');
  const text = `insert into run (${names}) values ${placeholders}`;
  const cellOf = (row, column, id) => {
    const value = row[column.column_name];
    if (column.column_name === 'id') return id;
    if (column.column_name === 'trace_id' && value === row.id) return id;
    if (value !== null && (column.data_type === 'jsonb' || column.data_type === 'json'))
      return JSON.stringify(value);
    return value;
  };
  let inserted = 0;
  const until = performance.now() + seconds * 1000;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        while (performance.now() < until) {
          const values = template.flatMap((row) => {
            const id = randomUUID();
            return columns.map((column) => cellOf(row, column, id));
          });
          await client.query(text, values);
          inserted += template.length;
        }
      } finally {
        await client.end();
      }
    }),
  );
  return inserted / ((performance.now() - startedAt) / 1000);
}
