import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { fakeProviderKeys } from './fake-provider-modes.js';

describe('fake-provider-cli', () => {
  it('serves both wire formats on the port it prints, until SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/testing/fake-provider-cli.ts', '--port', '0'],
      { cwd: new URL('../..', import.meta.url), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      let printed = '';
      const baseUrl = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no address printed: ${printed}`)), 20_000);
        child.stdout.on('data', (data: Buffer) => {
          printed += data.toString();
          const match = /listening at (\S+)/.exec(printed);
          if (match?.[1]) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        });
      });
      expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
      const refused = await fetch(`${baseUrl}/messages`, {
        method: 'POST',
        headers: { 'x-api-key': fakeProviderKeys.unauthorized, 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'claude-haiku-4-5', messages: [] }),
      });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ error: { type: 'authentication_error' } });
      const answered = await fetch(`${baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${fakeProviderKeys.ok}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          model: 'gpt-4o',
          stream: true,
          messages: [{ role: 'user', content: 'Hi' }],
        }),
      });
      expect(await answered.text()).toMatch(/"content":"You "[\s\S]*data: \[DONE\]\n\n$/);
      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
