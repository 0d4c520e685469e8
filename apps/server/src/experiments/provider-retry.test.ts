import { describe, expect, it } from 'vitest';
import { ProviderCallError } from '../providers/provider-error.js';
import { withProviderRetries } from './provider-retry.js';

const rateLimited = () => new ProviderCallError('rate_limited', 'slow down', 429, true);
const refused = () => new ProviderCallError('bad_request', 'bad model', 400, false);

/** A call failing with `failures` in turn, then answering `ok`. */
function flaky(failures: Error[]) {
  let calls = 0;
  return {
    call: async () => {
      const failure = failures[calls];
      calls += 1;
      if (failure) throw failure;
      return 'ok';
    },
    get calls() {
      return calls;
    },
  };
}

describe('withProviderRetries', () => {
  it('tries a retryable failure again until it answers', async () => {
    const provider = flaky([rateLimited(), rateLimited()]);
    await expect(
      withProviderRetries(provider.call, { attempts: 3, firstDelayMs: 1 }),
    ).resolves.toBe('ok');
    expect(provider.calls).toBe(3);
  });

  it('gives up after its attempts with the last failure', async () => {
    const provider = flaky([rateLimited(), rateLimited(), rateLimited()]);
    await expect(
      withProviderRetries(provider.call, { attempts: 2, firstDelayMs: 1 }),
    ).rejects.toThrow('slow down');
    expect(provider.calls).toBe(2);
  });

  it('never retries a failure that would fail again', async () => {
    const provider = flaky([refused()]);
    await expect(
      withProviderRetries(provider.call, { attempts: 3, firstDelayMs: 1 }),
    ).rejects.toThrow('bad model');
    expect(provider.calls).toBe(1);
  });

  it('stops waiting when aborted, without another call', async () => {
    const provider = flaky([rateLimited()]);
    const stop = new AbortController();
    const running = withProviderRetries(
      provider.call,
      { attempts: 3, firstDelayMs: 60_000 },
      stop.signal,
    );
    stop.abort(new Error('cancelled'));
    await expect(running).rejects.toThrow('cancelled');
    expect(provider.calls).toBe(1);
  });
});
