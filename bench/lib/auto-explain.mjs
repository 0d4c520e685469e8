// Plans of the queries the server really runs, with their real parameters:
// auto_explain (loaded by bench/lib/postgres.mjs, off by default) is switched
// on around one call, and its plans are read back from the cluster log. Its
// log_min_duration must not be set on the command line, which ALTER SYSTEM cannot override.
import { readFileSync, statSync } from 'node:fs';

async function setLogging(client, on) {
  await client.query(
    on
      ? 'alter system set auto_explain.log_min_duration = 0'
      : 'alter system reset auto_explain.log_min_duration',
  );
  await client.query('select pg_reload_conf()');
  await new Promise((resolve) => setTimeout(resolve, 300));
}

/** Splits log text into entries (a line with a timestamp and its continuation lines). */
function logEntries(text) {
  const entries = [];
  for (const line of text.split('\n')) {
    if (/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/.test(line) || entries.length === 0) entries.push(line);
    else entries[entries.length - 1] += `\n${line}`;
  }
  return entries;
}

/**
 * Runs `call` with plan logging on and returns the plans of the statements
 * that read the `run` table: `{ duration, query, plan }`.
 */
export async function capturePlans(client, logFile, call) {
  await setLogging(client, true);
  const offset = statSync(logFile).size;
  try {
    await call();
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    await setLogging(client, false);
  }
  const text = readFileSync(logFile, 'utf8').slice(offset);
  return logEntries(text)
    .filter((entry) => entry.includes('plan:') && /Query Text:[\s\S]*\brun\b/.test(entry))
    .map((entry) => {
      const duration = Number(entry.match(/duration: ([\d.]+) ms/)?.[1]);
      const body = entry.slice(entry.indexOf('plan:') + 5).replace(/^\n/, '');
      const lines = body.split('\n').map((line) => line.replace(/^\t/, ''));
      const planStart = lines.findIndex(
        (line, index) => index > 0 && !line.startsWith(' ') && !line.startsWith('Query Text'),
      );
      const query = lines
        .slice(0, planStart)
        .join(' ')
        .replace(/^Query Text:\s*/, '')
        .replace(/\s+/g, ' ');
      return { duration, query, plan: lines.slice(planStart).join('\n').trimEnd() };
    });
}

/** The lines of a plan that say how rows are found (scans, joins, sorts). */
export function keyPlanLines(plan) {
  return plan
    .split('\n')
    .filter((line) =>
      /Scan|Sort Method|Join|Rows Removed|Buffers: shared|Execution Time|Limit/.test(line),
    )
    .slice(0, 14);
}
