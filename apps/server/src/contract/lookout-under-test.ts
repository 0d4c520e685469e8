import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ExternalUser, Run, RunFeedback, RunTreeNode } from '@lookout/domain';
import pg from 'pg';
import { loadConfig } from '../config/env.js';
import type { DatabaseKind } from '../db/database.js';
import { startServer } from '../server.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

/** The database engines the contract tests run on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export function contractTargets(): { kind: DatabaseKind }[] {
  return testDatabaseTargets().map(({ kind }) => ({ kind }));
}

/** A running Lookout with a signed-up owner, read through its HTTP API. */
export interface LookoutUnderTest {
  url: string;
  projectId: string;
  publicKey: string;
  privateKey: string;
  /** Session token of the owner, for the dashboard API. */
  token: string;
  /** `GET {path}` as the owner; throws on a non-2xx answer. */
  get<T>(pathAndQuery: string): Promise<T>;
  /** One page (100) of a logs list, optionally through a filter string such as `models=gpt-4o`. */
  runs(type: 'llm' | 'trace' | 'thread', filters?: string): Promise<Run[]>;
  /** The models the filter bar offers (the API's only view of a run's model). */
  models(): Promise<string[]>;
  run(id: string): Promise<Run>;
  tree(id: string): Promise<RunTreeNode>;
  feedback(id: string): Promise<RunFeedback | null>;
  users(): Promise<ExternalUser[]>;
  stop(): Promise<void>;
}

/** A fresh PostgreSQL database on the server of `adminUrl`, and the way to drop it. */
async function createThrowawayDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `lookout_contract_${randomBytes(6).toString('hex')}`;
  const withAdmin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // A closed pool ends its connections in the background: wait for them to go
    // before dropping, or the forced drop kills them mid-goodbye.
    drop: () =>
      withAdmin(async (client) => {
        for (let attempt = 0; attempt < 25; attempt += 1) {
          const { rows } = await client.query<{ count: string }>(
            'select count(*) as count from pg_stat_activity where datname = $1',
            [name],
          );
          if (Number(rows[0]?.count ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

async function expectOk(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text}`);
  return text === '' ? null : JSON.parse(text);
}

/**
 * Starts a real Lookout server on 127.0.0.1 (a free port) over a new database
 * of `kind` (PGlite in a temporary directory, or a new PostgreSQL database
 * next to DATABASE_URL), signs an owner up through `/auth/signup` and reads
 * the first project's keys, as a user setting up an SDK would.
 */
export async function startLookout(kind: DatabaseKind): Promise<LookoutUnderTest> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lookout-contract-'));
  const adminUrl = process.env.DATABASE_URL?.trim();
  const database =
    kind === 'postgres' && adminUrl ? await createThrowawayDatabase(adminUrl) : undefined;
  const config = loadConfig({
    LOOKOUT_DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOOKOUT_APP_URL: 'http://lookout.test',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  const server = await startServer({ ...config, databaseUrl: database?.url, port: 0 });
  const cleanUp = async () => {
    await server.stop();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const email = `contract-${randomBytes(4).toString('hex')}@example.com`;
    const signup = (await expectOk(
      await fetch(`${server.url}/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'contract-password', name: 'Ada Contract' }),
      }),
      'POST /auth/signup',
    )) as { token: string };
    const token = signup.token;
    const get = async <T>(pathAndQuery: string): Promise<T> =>
      (await expectOk(
        await fetch(`${server.url}${pathAndQuery}`, {
          headers: { authorization: `Bearer ${token}` },
        }),
        `GET ${pathAndQuery}`,
      )) as T;
    const [project] = await get<{ id: string }[]>('/v1/projects');
    if (!project) throw new Error('Signup made no project');
    const keys = await get<{ type: string; key: string }[]>(`/v1/projects/${project.id}/api-keys`);
    const keyOf = (type: string) => {
      const key = keys.find((candidate) => candidate.type === type)?.key;
      if (!key) throw new Error(`The project has no ${type} key`);
      return key;
    };
    const scoped = (pathname: string, query = '') =>
      `${pathname}?projectId=${project.id}${query ? `&${query}` : ''}`;
    return {
      url: server.url,
      projectId: project.id,
      publicKey: keyOf('public'),
      privateKey: keyOf('private'),
      token,
      get,
      runs: async (type, filters = '') =>
        (
          await get<{ data: Run[] }>(
            scoped('/v1/runs', `type=${type}&limit=100&filters=${encodeURIComponent(filters)}`),
          )
        ).data,
      models: () => get<string[]>(scoped('/v1/filters/models')),
      run: (id) => get<Run>(scoped(`/v1/runs/${id}`)),
      tree: (id) => get<RunTreeNode>(scoped(`/v1/runs/${id}/tree`)),
      feedback: (id) => get<RunFeedback | null>(scoped(`/v1/runs/${id}/feedback`)),
      users: async () =>
        (await get<{ data: ExternalUser[] }>(scoped('/v1/users', 'limit=100'))).data,
      stop: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/**
 * Reads until `accept` holds (SDKs batch and send later): at most `attempts`
 * reads `delayMs` apart. Resolves with the accepted value; rejects with the
 * last value read (or error) when it never came.
 *
 * @example const run = await eventually(() => lookout.run(id), (run) => run.status === 'success');
 */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  { attempts = 50, delayMs = 200, what = 'the expected data' } = {},
): Promise<T> {
  let last: unknown;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      const value = await read();
      if (accept(value)) return value;
      last = value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  const shown = last instanceof Error ? last.message : JSON.stringify(last)?.slice(0, 2000);
  throw new Error(`Timed out waiting for ${what}; last read: ${shown}`);
}

/** Every run of a tree, depth first. */
export function flattenTree(node: RunTreeNode): RunTreeNode[] {
  return [node, ...node.children.flatMap(flattenTree)];
}
