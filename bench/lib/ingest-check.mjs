// After an ingestion run: are the acknowledged runs stored?
import { withClient } from './pg.mjs';

/**
 * With SQL: how many runs the project holds, how many acknowledged ids are
 * stored (and ended), the table size, and the statements that took the most
 * time (pg_stat_statements).
 */
export async function storedRuns(databaseUrl, projectId, acked) {
  return withClient(databaseUrl, async (client) => {
    const total = Number(
      (await client.query('select count(*) from run where project_id = $1', [projectId])).rows[0]
        .count,
    );
    let found = 0;
    let ended = 0;
    for (let at = 0; at < acked.length; at += 50_000) {
      const { rows } = await client.query(
        `select count(*) as found, count(*) filter (where status = 'success' and output is not null) as ended
           from run where project_id = $1 and id = any($2::uuid[])`,
        [projectId, acked.slice(at, at + 50_000)],
      );
      found += Number(rows[0].found);
      ended += Number(rows[0].ended);
    }
    const size = (
      await client.query(`select pg_size_pretty(pg_total_relation_size('run')) as size`)
    ).rows[0].size;
    const { rows: statements } = await client.query(
      `select calls, round(total_exec_time)::int as total_ms, round(mean_exec_time::numeric, 2) as mean_ms, left(regexp_replace(query, '\\s+', ' ', 'g'), 90) as query
         from pg_stat_statements order by total_exec_time desc limit 6`,
    );
    return { total, found, ended, size, statements };
  });
}

/** Without SQL (PGlite): 200 acknowledged runs, evenly spread, read through the API. */
export async function sampledRuns(url, token, projectId, acked) {
  const sample = Array.from(
    { length: Math.min(200, acked.length) },
    (_, i) => acked[Math.floor((i * acked.length) / 200)],
  );
  let found = 0;
  for (const id of sample) {
    const response = await fetch(`${url}/v1/runs/${id}?projectId=${projectId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.ok && (await response.json()).status === 'success') found += 1;
  }
  return { sampled: sample.length, found };
}
