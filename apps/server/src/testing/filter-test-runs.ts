import type {
  Filter,
  FilterBar,
  FilterId,
  FilterParamsOf,
  FilterParamValue,
} from '@lookout/filters';
import type { Insertable, Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import type { Database, RunTable } from '../db/schema.js';
import { compileFilterBar, compileFilterString } from '../runs/filter-sql/compile-filter-bar.js';
import {
  defaultCompileOptions,
  type FilterCompileOptions,
} from '../runs/filter-sql/run-condition.js';
import type { TestDatabaseTarget } from './test-databases.js';

/**
 * Test data for the filter compilers: one project of varied runs (types,
 * models, statuses, tags, users, metadata, feedback, costs, durations,
 * tokens; inputs as strings, objects and chat lists; Unicode, SQL-like and
 * regex-special text). Tests name runs by key and assert the exact set each
 * filter selects.
 */
interface TestRun {
  readonly type?: string;
  name?: string;
  status?: 'started' | 'success' | 'error';
  createdAt: string;
  durationMs?: number;
  /** The key of the parent run, which is also the trace root. */
  parent?: string;
  input?: unknown;
  output?: unknown;
  tags?: readonly string[];
  userId?: string;
  metadata?: Record<string, unknown>;
  model?: string;
  tokens?: { prompt?: number; completion?: number; total?: number };
  cost?: number;
  feedback?: { thumb: 'up' | 'down' | null; comment?: string };
  templateVersionId?: string;
  extra?: Record<string, unknown>;
}

const chat = (...messages: [role: string, content: unknown][]) =>
  messages.map(([role, content]) => ({ role, content }));
const answer = (content: unknown) => ({ role: 'assistant', content });

/** Shown to users of a fake product; text deliberately holds `'`, `%`, `_`, `\`, regex and Unicode. */
export const testRuns = {
  'gpt-hello': {
    name: 'chat-completion',
    model: 'gpt-4o',
    status: 'success',
    createdAt: '2024-05-01T10:00:00Z',
    durationMs: 1200,
    input: chat(['system', 'You are helpful'], ['user', 'Hello there']),
    output: answer('Hi! How can I help?'),
    tags: ['prod', 'beta'],
    userId: 'alice',
    metadata: { env: 'prod', version: '1.2' },
    feedback: { thumb: 'up' },
    cost: 0.002,
    tokens: { prompt: 20, completion: 8, total: 28 },
  },
  'gpt-json': {
    model: 'gpt-4o-mini',
    status: 'success',
    createdAt: '2024-05-01T23:59:59Z',
    durationMs: 800,
    input: 'Return JSON for the weather',
    output: answer('{"temp": 21, "unit": "C"}'),
    tags: ['prod'],
    userId: 'bob',
    feedback: { thumb: 'down', comment: 'wrong unit' },
    cost: 0.0005,
    tokens: { prompt: 12, completion: 15, total: 27 },
  },
  'claude-error': {
    model: 'claude-3-5-sonnet',
    status: 'error',
    createdAt: '2024-05-02T00:00:00Z',
    durationMs: 30000,
    input: chat(['user', 'Summarise this 100% of the time']),
    userId: 'alice',
    tokens: { prompt: 500 },
  },
  'long-answer': {
    model: 'gpt-4o',
    status: 'success',
    createdAt: '2024-05-03T08:00:00Z',
    durationMs: 6500,
    input: 'Write a poem',
    output: 'Roses are red. '.repeat(20),
    metadata: { env: 'staging' },
    cost: 0.12,
    tokens: { prompt: 5, completion: 400, total: 405 },
    templateVersionId: 'tv-poem-1',
  },
  unicode: {
    model: 'mistral-large',
    status: 'success',
    createdAt: '2024-05-04T09:00:00Z',
    durationMs: 2000,
    input: 'Ça va? 日本語のテキスト 🚀',
    output: 'Très bien — 素晴らしい 🎉',
    tags: ['ünïcode'],
    userId: 'ñandú',
    metadata: { lang: 'fr' },
    cost: 0.01,
    tokens: { prompt: 30, completion: 10 },
  },
  'sql-injection': {
    model: "gpt-4o'; drop table run; --",
    status: 'success',
    createdAt: '2024-05-05T00:00:00Z',
    input: "'; drop table run; --",
    output: "Robert'); DROP TABLE students;--",
    tags: ["'; drop table run; --"],
    userId: "o'brien",
    metadata: { "it's": 'a "quoted" value' },
  },
  'percent-underscore': {
    model: 'gpt-4o',
    status: 'success',
    createdAt: '2024-05-05T12:00:00Z',
    input: '100% sure',
    output: 'snake_case_name',
  },
  'percent-lookalike': {
    model: 'gpt-4o',
    status: 'success',
    createdAt: '2024-05-05T12:00:01Z',
    input: '1000 sure',
    output: 'snakeXcaseYname',
  },
  backslash: {
    status: 'success',
    createdAt: '2024-05-05T13:00:00Z',
    input: 'C:\\Users\\admin',
    output: 'path\\to\\file',
  },
  'backslash-lookalike': {
    status: 'success',
    createdAt: '2024-05-05T13:00:01Z',
    input: 'C:Users admin',
    output: 'pathtofile',
  },
  'regex-special': {
    status: 'success',
    createdAt: '2024-05-05T14:00:00Z',
    input: 'price is $5.00 (approx) [a+b]*c',
    output: 'a.b|c^d',
  },
  'agent-root': {
    type: 'agent',
    name: 'research-agent',
    status: 'success',
    createdAt: '2024-05-06T00:00:00Z',
    durationMs: 9000,
    input: { query: 'find flights', k: 3 },
    output: { flights: [{ id: 1 }, { id: 2 }] },
    tags: ['beta'],
    userId: 'carol',
  },
  'tool-weather': {
    type: 'tool',
    name: 'get_weather',
    status: 'success',
    createdAt: '2024-05-06T00:00:01Z',
    durationMs: 300,
    parent: 'agent-root',
    input: { city: 'Paris' },
    output: { temp: 18 },
  },
  'tool-search': {
    type: 'tool',
    name: 'web_search',
    status: 'error',
    createdAt: '2024-05-06T00:00:02Z',
    durationMs: 5000,
    parent: 'agent-root',
    input: { q: 'flights to Paris' },
    output: ['result one', 'result two'],
  },
  'tool-percent': {
    type: 'tool',
    name: 'get_100%_done',
    status: 'success',
    createdAt: '2024-05-06T00:00:03Z',
  },
  'tool-lookalike': {
    type: 'tool',
    name: 'GetXWeather',
    status: 'success',
    createdAt: '2024-05-06T00:00:04Z',
  },
  'chain-child': {
    type: 'chain',
    name: 'retrieve',
    status: 'success',
    createdAt: '2024-05-06T00:00:05Z',
    parent: 'agent-root',
    input: 'flights',
    output: '',
  },
  'thread-root': {
    type: 'thread',
    name: 'support chat',
    status: 'started',
    createdAt: '2024-05-07T00:00:00Z',
    userId: 'dave',
    tags: ['support'],
  },
  'convo-legacy': {
    type: 'convo',
    status: 'started',
    createdAt: '2024-05-07T00:30:00Z',
  },
  'chat-1': {
    type: 'chat',
    status: 'success',
    createdAt: '2024-05-07T01:00:00Z',
    parent: 'thread-root',
    input: chat(['user', 'Where is my order?']),
    output: answer('It ships tomorrow.'),
    feedback: { thumb: null, comment: 'meh' },
  },
  'chat-2': {
    type: 'chat',
    status: 'success',
    createdAt: '2024-05-07T02:00:00Z',
    parent: 'thread-root',
    input: chat(['user', 'Thanks'], ['assistant', 'You are welcome'], ['user', 'Bye']),
    output: answer([
      { type: 'text', text: 'Goodbye!' },
      { type: 'image_url', image_url: { url: 'https://example.test/wave.png' } },
    ]),
    feedback: { thumb: 'up' },
  },
  'custom-signup': {
    type: 'custom-event',
    name: 'signup',
    status: 'success',
    createdAt: '2024-05-08T00:00:00Z',
    userId: 'alice',
    metadata: { plan: 'free' },
  },
  'custom-purchase': {
    type: 'custom-event',
    name: 'purchase',
    status: 'success',
    createdAt: '2024-05-08T01:00:00Z',
    metadata: { amount: 42, gift: true },
  },
  embed: {
    type: 'embed',
    model: 'text-embedding-3-small',
    status: 'success',
    createdAt: '2024-05-08T02:00:00Z',
    durationMs: 100,
    input: ['first text', 'second text'],
    cost: 0.00001,
    tokens: { prompt: 10, total: 10 },
  },
  started: {
    model: 'gpt-4o',
    status: 'started',
    createdAt: '2024-05-09T00:00:00Z',
    input: 'still running',
  },
  'template-extra': {
    model: 'claude-3-haiku',
    status: 'success',
    createdAt: '2024-05-09T01:00:00Z',
    durationMs: 1000,
    input: chat(['user', 'Greet Ada']),
    output: answer('Hello Ada'),
    extra: { templateId: 'tpl-greeting', templateSlug: 'greeting' },
    cost: 0.1,
    tokens: { prompt: 99, completion: 1, total: 100 },
  },
  'json-invalid': {
    status: 'success',
    createdAt: '2024-05-09T02:00:00Z',
    input: 'Give JSON',
    output: answer('{"temp": 21, oops'),
  },
  'json-array': {
    status: 'success',
    createdAt: '2024-05-09T03:00:00Z',
    input: 'List numbers',
    output: '  [1, 2, 3]\n',
  },
  'json-embedded': {
    status: 'success',
    createdAt: '2024-05-09T04:00:00Z',
    input: 'Who?',
    output: 'Here you go: {"name": "Ada"} done',
  },
  multiline: {
    status: 'success',
    createdAt: '2024-05-09T05:00:00Z',
    input: chat([
      'user',
      [
        { type: 'text', text: 'Describe this' },
        { type: 'image_url', image_url: { url: 'https://example.test/cat.png' } },
      ],
    ]),
    output: 'line one\nline two\nEND',
  },
} as const satisfies Record<string, TestRun>;

/** The key of a test run. */
export type TestRunKey = keyof typeof testRuns;

/** Every test run key, in fixture order. */
export const testRunKeys = Object.keys(testRuns) as TestRunKey[];

const idOfIndex = (index: number) =>
  `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
const runIds = new Map<TestRunKey, string>(
  testRunKeys.map((key, index) => [key, idOfIndex(index)]),
);
const runKeys = new Map<string, TestRunKey>(
  testRunKeys.map((key, index) => [idOfIndex(index), key]),
);

/** The id a test run is stored under. */
export function runId(key: string): string {
  const id = runIds.get(key as TestRunKey);
  if (id === undefined) throw new Error(`No test run ${key}`);
  return id;
}

const jsonOrNull = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

function toRow(projectId: string, key: TestRunKey): Insertable<RunTable> {
  const run: TestRun = testRuns[key];
  const id = runId(key);
  return {
    project_id: projectId,
    id,
    type: run.type ?? 'llm',
    name: run.name ?? null,
    status: run.status ?? 'success',
    created_at: run.createdAt,
    duration_ms: run.durationMs ?? null,
    parent_run_id: run.parent ? runId(run.parent) : null,
    trace_id: run.parent ? runId(run.parent) : id,
    input: jsonOrNull(run.input),
    output: jsonOrNull(run.output),
    metadata: JSON.stringify(run.metadata ?? {}),
    tags: [...(run.tags ?? [])],
    user_id: run.userId ?? null,
    model: run.model ?? null,
    prompt_tokens: run.tokens?.prompt ?? null,
    completion_tokens: run.tokens?.completion ?? null,
    total_tokens: run.tokens?.total ?? null,
    cost: run.cost ?? null,
    feedback: jsonOrNull(run.feedback),
    template_version_id: run.templateVersionId ?? null,
    extra: JSON.stringify(run.extra ?? {}),
    params: '{}',
    scores: '[]',
    user_props: '{}',
    merge_stamps: '{}',
  };
}

/** Creates an org and a project holding every test run; answers the project id. */
export async function seedTestRuns(db: Kysely<Database>): Promise<string> {
  const org = await db
    .insertInto('org')
    .values({ name: 'Filter tests', api_key: `org-key-${Math.random()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const project = await db
    .insertInto('project')
    .values({ org_id: org.id, name: 'Filters' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('run')
    .values(testRunKeys.map((key) => toRow(project.id, key)))
    .execute();
  return project.id;
}

/** The keys of the project's runs a bar (or filter string) selects, in fixture order. */
export async function selectedRunKeys(
  db: Kysely<Database>,
  projectId: string,
  bar: FilterBar | string,
  options: FilterCompileOptions = defaultCompileOptions,
): Promise<TestRunKey[]> {
  const rows = await db
    .selectFrom('run')
    .select('run.id')
    .where('run.project_id', '=', projectId)
    .where((eb) =>
      typeof bar === 'string'
        ? compileFilterString(bar, eb, options)
        : compileFilterBar(bar, eb, options),
    )
    .execute();
  const keys = rows.map((row) => runKeys.get(row.id));
  return testRunKeys.filter((key) => keys.includes(key));
}

/** Every key except those given: for filters that select most runs. */
export function allRunsExcept(...excluded: TestRunKey[]): TestRunKey[] {
  return testRunKeys.filter((key) => !excluded.includes(key));
}

/** One filter with parameters typed from the catalogue. */
export function filter<Id extends FilterId>(id: Id, ...params: FilterParamsOf<Id>): Filter {
  return { id, params: params as FilterParamValue[] };
}

/** A bar whose filters must all match. */
export const all = (...filters: Filter[]): FilterBar => ({ operator: 'AND', filters });

/** A bar of which any filter may match. */
export const any = (...filters: Filter[]): FilterBar => ({ operator: 'OR', filters });

/** A database of one target holding the test runs (see `openSeededTestRuns`). */
export interface SeededTestRuns {
  readonly db: Kysely<Database>;
  readonly projectId: string;
}

/**
 * Opens a database of `target` and seeds the test runs before the tests of the calling
 * `describe` block, and closes it after them. Read `db` and `projectId` inside the tests.
 *
 * @example const seeded = openSeededTestRuns(target); … selectedRunKeys(seeded.db, seeded.projectId, bar)
 */
export function openSeededTestRuns(target: TestDatabaseTarget): SeededTestRuns {
  let handle: DatabaseHandle | undefined;
  let projectId: string | undefined;
  beforeAll(async () => {
    handle = await target.open();
    projectId = await seedTestRuns(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });
  const opened = () => {
    if (!handle || projectId === undefined)
      throw new Error('The test runs are seeded in beforeAll');
    return { db: handle.db, projectId };
  };
  return {
    get db() {
      return opened().db;
    },
    get projectId() {
      return opened().projectId;
    },
  };
}
