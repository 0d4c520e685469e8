import { describe, expect, it } from 'vitest';
import { stripSecrets } from './strip-secrets.js';

describe('stripSecrets', () => {
  it('drops credential keys at any depth, whatever their spelling', () => {
    expect(
      stripSecrets({
        env: 'prod',
        clientInitParams: { publicKey: 'pk-lf-1', secretKey: 'sk-lf-1' },
        nested: { api_key: 'x', 'Secret-Key': 'y', Authorization: 'Basic abc', keep: 1 },
        list: [{ password: 'hunter2', user: 'ada' }],
      }),
    ).toEqual({ env: 'prod', nested: { keep: 1 }, list: [{ user: 'ada' }] });
  });

  it('drops values shaped like SDK keys but keeps ordinary text', () => {
    expect(
      stripSecrets({
        leaked: 'sk-lf-0123456789abcdef0123',
        openai: 'sk-proj-abcdefghijklmnop1234',
        keys: ['sk-ant-abcdefghijklmnopqrstu', 'skiing'],
        note: 'sk-short',
        tokens: 12,
      }),
    ).toEqual({ keys: ['skiing'], note: 'sk-short', tokens: 12 });
  });
});
