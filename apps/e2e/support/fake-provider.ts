import { test } from '@playwright/test';

/** The fake model provider the server's build ships for tests (apps/server/src/testing). */
export interface FakeProvider {
  /** Ends in `/v1`, as an OpenAI client's `baseURL`. */
  baseUrl: string;
  stop(): Promise<void>;
}

/** API keys that pick the fake's behaviour (`fakeProviderKeys` of the server's testing build). */
export interface FakeProviderKeys {
  /** Answers at once. */
  ok: string;
  /** Sends the first word, then one word a second: an answer seen streaming in. */
  slow: string;
  /** Answers every request with a verdict that passes any AI check (an evaluation judge). */
  judge: string;
}

interface FakeProviderModule {
  startFakeProviderServer(port?: number): Promise<FakeProvider>;
}

/**
 * Starts the fake OpenAI- and Anthropic-compatible provider on 127.0.0.1 (a free port), from
 * the server's `dist/` (build the server first). Stop it when done.
 */
export async function startFakeProvider(): Promise<{ fake: FakeProvider; keys: FakeProviderKeys }> {
  const testing = new URL('../../server/dist/testing/', import.meta.url);
  const server = (await import(
    new URL('fake-provider-server.js', testing).href
  )) as FakeProviderModule;
  const modes = (await import(new URL('fake-provider-modes.js', testing).href)) as {
    fakeProviderKeys: FakeProviderKeys;
  };
  if (!modes.fakeProviderKeys.judge) {
    throw new Error('The fake provider has no judge key: build the server first');
  }
  return { fake: await server.startFakeProviderServer(0), keys: modes.fakeProviderKeys };
}

/** The fake provider of a spec file, once its `beforeAll` has started it. */
export interface FakeProviderOfSpec {
  readonly baseUrl: string;
  readonly keys: FakeProviderKeys;
}

/**
 * Starts the fake provider before the tests of the calling spec file and stops it after them.
 * Read `baseUrl` and `keys` inside a test.
 *
 * @example
 * const provider = useFakeProvider();
 * test('…', async ({ page }) => saveProviderKey(page, 'OpenAI', provider.keys.ok, provider.baseUrl));
 */
export function useFakeProvider(): FakeProviderOfSpec {
  let started: { fake: FakeProvider; keys: FakeProviderKeys } | undefined;
  test.beforeAll(async () => {
    started = await startFakeProvider();
  });
  test.afterAll(async () => {
    await started?.fake.stop();
  });
  const running = () => {
    if (!started) throw new Error('The fake provider is not running: use it inside a test');
    return started;
  };
  return {
    get baseUrl() {
      return running().fake.baseUrl;
    },
    get keys() {
      return running().keys;
    },
  };
}
