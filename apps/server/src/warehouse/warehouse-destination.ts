import pg from 'pg';
import { guardedSocketFactory } from '../outbound/guarded-socket.js';
import type { OutboundPrivateNetwork } from '../outbound/outbound-policy.js';
import { privateNetworkRefusal } from '../outbound/private-network-refused.js';

/** How long connecting to a destination may take before it counts as unreachable. */
export const warehouseConnectTimeoutMs = 5_000;
/** How long one statement on the destination may run. */
const statementTimeoutMs = 120_000;

/** The table the sync creates and fills in the org's database. */
export const warehouseRunsTable = 'lookout_runs';

/** One run as it is copied: the stored run's columns, timestamps as ISO strings. */
export interface WarehouseRun {
  project_id: string;
  id: string;
  type: string;
  name: string | null;
  status: string;
  created_at: string;
  ended_at: string | null;
  duration_ms: number | null;
  parent_run_id: string | null;
  trace_id: string;
  thread_id: string | null;
  input: unknown;
  output: unknown;
  error: unknown;
  params: unknown;
  metadata: unknown;
  tags: string[];
  user_id: string | null;
  user_props: unknown;
  model: string | null;
  prompt_tokens: number | null;
  completion_tokens: number | null;
  cached_prompt_tokens: number | null;
  total_tokens: number | null;
  cost: number | null;
  feedback: unknown;
  scores: unknown;
  template_version_id: string | null;
  is_public: boolean;
  ingested_at: string;
  /** When Lookout last changed the run (its `changed_at`). */
  lookout_changed_at: string;
}

/** The destination's columns and their types, in order; `jsonb_to_recordset` reads a batch with them. */
const columns = [
  ['project_id', 'uuid'],
  ['id', 'uuid'],
  ['type', 'text'],
  ['name', 'text'],
  ['status', 'text'],
  ['created_at', 'timestamptz'],
  ['ended_at', 'timestamptz'],
  ['duration_ms', 'integer'],
  ['parent_run_id', 'uuid'],
  ['trace_id', 'uuid'],
  ['thread_id', 'uuid'],
  ['input', 'jsonb'],
  ['output', 'jsonb'],
  ['error', 'jsonb'],
  ['params', 'jsonb'],
  ['metadata', 'jsonb'],
  ['tags', 'text[]'],
  ['user_id', 'text'],
  ['user_props', 'jsonb'],
  ['model', 'text'],
  ['prompt_tokens', 'integer'],
  ['completion_tokens', 'integer'],
  ['cached_prompt_tokens', 'integer'],
  ['total_tokens', 'integer'],
  ['cost', 'double precision'],
  ['feedback', 'jsonb'],
  ['scores', 'jsonb'],
  ['template_version_id', 'text'],
  ['is_public', 'boolean'],
  ['ingested_at', 'timestamptz'],
  ['lookout_changed_at', 'timestamptz'],
] as const satisfies readonly (readonly [keyof WarehouseRun, string])[];

/** Under `refuse`, every destination connection goes through a socket that refuses private addresses. */
const refusingSocket = guardedSocketFactory();

/**
 * Opens one session on the destination, failing within `warehouseConnectTimeoutMs`
 * when the host does not answer. Under the `refuse` outbound policy (the cloud
 * edition), a host that is or resolves to a private address, or a Unix
 * socket, is refused at connection time with a `PrivateNetworkRefused`
 * (`privateNetworkRefusal` finds it). The caller ends the session.
 */
export async function openDestination(
  url: string,
  outboundPrivateNetwork: OutboundPrivateNetwork,
): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: url,
    ...(outboundPrivateNetwork === 'refuse' ? { stream: refusingSocket } : {}),
    connectionTimeoutMillis: warehouseConnectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 5_000,
    application_name: 'lookout-warehouse-sync',
  });
  // A session the destination drops between statements would otherwise end the process.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  return client;
}

/** Ends a destination session, ignoring a link that is already gone; never waits more than the connect timeout. */
export async function closeDestination(client: pg.Client): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, warehouseConnectTimeoutMs);
  });
  await Promise.race([client.end().catch(() => {}), deadline]);
  clearTimeout(timer);
}

/**
 * Whether the destination holds Lookout's own tables: a URL that reaches the
 * server's database by another name (an alias, a proxy) is refused too.
 */
export async function isLookoutDatabase(client: pg.Client): Promise<boolean> {
  const result = await client.query<{ lookout: boolean }>(
    `select to_regclass('run') is not null and to_regclass('data_warehouse_connection') is not null
       and to_regclass('instance_setting') is not null as lookout`,
  );
  return result.rows[0]?.lookout === true;
}

/** Creates `lookout_runs` when missing (first sync or a test); answers the server's version. */
export async function ensureDestinationTables(client: pg.Client): Promise<string> {
  const definitions = columns.map(([name, type]) => {
    const required = ['project_id', 'id', 'type', 'status', 'created_at', 'trace_id'].includes(
      name,
    );
    return `${name} ${type}${required ? ' not null' : ''}`;
  });
  await client.query(
    `create table if not exists ${warehouseRunsTable} (
      ${definitions.join(',\n      ')},
      synced_at timestamptz not null default now(),
      primary key (project_id, id))`,
  );
  const version = await client.query<{ server_version: string }>('show server_version');
  return version.rows[0]?.server_version ?? 'unknown';
}

/**
 * Inserts or updates `runs` in one destination transaction: a run copied
 * twice (a retry after an outage) is one row with its latest state.
 */
export async function upsertRuns(client: pg.Client, runs: readonly WarehouseRun[]): Promise<void> {
  if (runs.length === 0) return;
  const names = columns.map(([name]) => name);
  const recordType = columns
    .map(([name, type]) => `${name} ${type === 'text[]' ? 'jsonb' : type}`)
    .join(', ');
  const selected = columns.map(([name, type]) =>
    type === 'text[]'
      ? `coalesce(array(select jsonb_array_elements_text(r.${name})), '{}'::text[])`
      : `r.${name}`,
  );
  const updates = names
    .filter((name) => name !== 'project_id' && name !== 'id')
    .map((name) => `${name} = excluded.${name}`);
  await client.query('begin');
  try {
    await client.query(
      `insert into ${warehouseRunsTable} (${names.join(', ')})
       select ${selected.join(', ')} from jsonb_to_recordset($1::jsonb) as r(${recordType})
       on conflict (project_id, id) do update set ${updates.join(', ')}, synced_at = now()`,
      [JSON.stringify(runs)],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

/**
 * A destination failure in plain words, naming the destination (never its
 * credentials), for the API's answer and the connection's last error.
 */
export function describeDestinationError(error: unknown, target: string): string {
  const refused = privateNetworkRefusal(error);
  if (refused) return `${target} is refused: ${refused.message}.`;
  const failure = error as { code?: string; message?: string } | undefined;
  const message = failure?.message ?? String(error);
  switch (failure?.code) {
    case 'ECONNREFUSED':
      return `${target} refused the connection: is PostgreSQL running and listening there?`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `${target}: the host name could not be resolved.`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${target} did not answer within ${warehouseConnectTimeoutMs / 1000} s.`;
    case '28P01':
    case '28000':
      return `${target} refused the user name or password.`;
    case '3D000':
      return `${target}: the database does not exist.`;
    case '42501':
      return `${target}: the user may not create or write the ${warehouseRunsTable} table (${message}).`;
    default:
      if (/timeout/i.test(message))
        return `${target} did not answer within ${warehouseConnectTimeoutMs / 1000} s.`;
      return `${target}: ${message}`;
  }
}
