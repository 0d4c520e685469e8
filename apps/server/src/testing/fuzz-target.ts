import { appendFileSync } from 'node:fs';
import { createTestApp, type TestApp } from './test-app.js';
import { testDatabaseTargets } from './test-databases.js';

/**
 * The fuzz tiers run in-process on the test databases by default, or, with
 * `LOOKOUT_FUZZ_URL`, against a running server (bench/fuzz.mjs starts the
 * built one on PGlite and on PostgreSQL). `LOOKOUT_FUZZ_CASES` raises the
 * inputs per route; `LOOKOUT_FUZZ_REPORT` is a file the tallies are appended to.
 */
const remoteUrl = process.env.LOOKOUT_FUZZ_URL?.trim() || undefined;

/** What a fuzz test talks to: API calls as a client makes them, and raw requests. */
export interface FuzzApi extends Pick<TestApp, 'call'> {
  request(path: string, init: RequestInit): Promise<Response>;
  /** Whether the server runs in this process (its console errors can be read). */
  inProcess: boolean;
}

export interface FuzzTarget {
  kind: string;
  open(): Promise<{ api: FuzzApi; close(): Promise<void> }>;
}

function remoteApi(url: string): FuzzApi {
  const request = (path: string, init: RequestInit) => fetch(`${url}${path}`, init);
  return {
    inProcess: false,
    request,
    call(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const body = options.body === undefined ? undefined : JSON.stringify(options.body);
      if (body !== undefined) headers['content-type'] ??= 'application/json';
      return request(path, { method, headers, ...(body === undefined ? {} : { body }) });
    },
  };
}

/** The servers to fuzz: the remote one when `LOOKOUT_FUZZ_URL` is set, else one per test database. */
export function fuzzTargets(): FuzzTarget[] {
  if (remoteUrl) {
    const kind = process.env.LOOKOUT_FUZZ_DB ?? 'remote';
    return [{ kind, open: async () => ({ api: remoteApi(remoteUrl), close: async () => {} }) }];
  }
  return testDatabaseTargets().map((target) => ({
    kind: target.kind,
    async open() {
      const database = await target.open();
      // The fuzzer sends thousands of calls a minute from one account.
      const app = await createTestApp(database, { rateLimitPerMinute: 1_000_000 });
      const api: FuzzApi = {
        inProcess: true,
        call: app.call,
        request: async (path, init) => app.app.request(path, init),
      };
      return { api, close: () => database.close() };
    },
  }));
}

/** Inputs per route: `LOOKOUT_FUZZ_CASES` when set, else `fallback` (what CI runs). */
export function fuzzCaseCount(fallback: number): number {
  const raw = Number(process.env.LOOKOUT_FUZZ_CASES);
  return Number.isInteger(raw) && raw > 0 ? raw : fallback;
}

/** Answers per route by status class, for the figures bench/fuzz.mjs prints. */
export class FuzzTally {
  private readonly routes = new Map<string, Record<string, number>>();

  constructor(private readonly kind: string) {}

  count(route: string, status: number | 'no answer'): void {
    const key = typeof status === 'number' ? `${Math.floor(status / 100)}xx` : status;
    const counts = this.routes.get(route) ?? {};
    counts[key] = (counts[key] ?? 0) + 1;
    this.routes.set(route, counts);
  }

  /** Adds a figure of a route beyond status classes (good events sent and stored). */
  note(route: string, name: string, value: number): void {
    const counts = this.routes.get(route) ?? {};
    counts[name] = (counts[name] ?? 0) + value;
    this.routes.set(route, counts);
  }

  /**
   * Appends one JSON line per route counted since the last write to
   * `LOOKOUT_FUZZ_REPORT`, when set (after each test, so a cut-off run keeps its figures).
   */
  write(): void {
    const file = process.env.LOOKOUT_FUZZ_REPORT;
    if (file)
      for (const [route, counts] of this.routes)
        appendFileSync(file, `${JSON.stringify({ database: this.kind, route, ...counts })}\n`);
    this.routes.clear();
  }
}
