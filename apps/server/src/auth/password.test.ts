import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword, verifyWithoutAccount } from './password.js';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('rejects malformed stored hashes instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1$2$3$$')).toBe(false);
  });

  it('takes as long to refuse a sign-in without an account as with a wrong password', async () => {
    const stored = await hashPassword('correct horse battery');
    await verifyWithoutAccount('warm up');
    const median = async (check: () => Promise<boolean>) => {
      const times: number[] = [];
      for (let round = 0; round < 5; round += 1) {
        const start = performance.now();
        expect(await check()).toBe(false);
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[2] ?? 0;
    };
    const wrongPassword = await median(() => verifyPassword('guess', stored));
    const noAccount = await median(() => verifyWithoutAccount('guess'));
    // Same work (one scrypt derivation); a skipped check would be a hundred times faster.
    expect(noAccount).toBeGreaterThan(wrongPassword / 3);
  });
});
